/// The data of the ``SymbolTable``: one symbol a line, as `kind key command command …`.
///
/// The kind is one character: `L` letter, `+` additive operator, `*` multiplicative operator,
/// `R` relation, `P` punctuation, `(` opening fence, `)` closing fence, `|` neutral fence,
/// `B` large operator, `I` integral, `N` named function, `M` named operator with limits below,
/// `E` ellipsis, `X` prefix operator, `Y` postfix operator, `O` anything else. The key is the
/// canonical character (or, for named functions, the name); the commands that follow all mean it.
/// A line whose key is a character also maps that character.
enum SymbolData {
    static func kind(_ field: Substring) -> SymbolKind? {
        switch field {
        case "L": return .letter
        case "+": return .additiveOperator
        case "*": return .multiplicativeOperator
        case "R": return .relation
        case "P": return .punctuation
        case "(": return .openFence
        case ")": return .closeFence
        case "|": return .neutralFence
        case "B": return .largeOperator
        case "I": return .integral
        case "N": return .function
        case "M": return .limitFunction
        case "E": return .ellipsis
        case "X": return .prefixOperator
        case "Y": return .postfixOperator
        case "O": return .other
        default: return nil
        }
    }

    /// Characters that are spelled differently but mean an entry's key.
    static let characterAliases: [(Unicode.Scalar, Unicode.Scalar)] = [
        ("-", "\u{2212}"), ("\u{2013}", "\u{2212}"), ("\u{00B7}", "\u{22C5}"), ("*", "\u{2217}"),
        ("\u{2219}", "\u{22C5}"), ("\u{2223}", "\u{2223}"), ("\u{FF5C}", "|"), ("\u{2758}", "|"),
        ("\u{220A}", "\u{2208}"), ("\u{220D}", "\u{220B}"), ("\u{2016}", "\u{2016}"),
        ("\u{27E8}", "\u{27E8}"), ("\u{2329}", "\u{27E8}"), ("\u{232A}", "\u{27E9}"), ("\u{3008}", "\u{27E8}"),
        ("\u{3009}", "\u{27E9}"), ("\u{2254}", "\u{2254}"), ("\u{FE59}", "("), ("\u{FE5A}", ")"),
        ("\u{FF08}", "("), ("\u{FF09}", ")"), ("\u{FF3B}", "["), ("\u{FF3D}", "]"), ("\u{FF0C}", ","),
        ("\u{FF1A}", ":"), ("\u{FF1B}", ";"), ("\u{3001}", ","), ("\u{FF1D}", "="), ("\u{FF0B}", "+"),
        ("\u{FF1C}", "<"), ("\u{FF1E}", ">"), ("\u{2044}", "/"), ("\u{2215}", "/"), ("\u{03F5}", "\u{03F5}"),
        ("\u{2032}", "\u{2032}"), ("\u{02B9}", "\u{2032}"), ("\u{02BA}", "\u{2033}"), ("\u{2219}", "\u{22C5}"),
        // Written between two lines, up tack is perpendicular to (unicode-math's `\perp`), not `\bot`.
        ("\u{22A5}", "\u{27C2}"),
    ]

    static let entries = """
    L α alpha
    L β beta
    L γ gamma
    L δ delta
    L ϵ epsilon
    L ε varepsilon
    L ζ zeta
    L η eta
    L θ theta
    L ϑ vartheta
    L ι iota
    L κ kappa
    L ϰ varkappa
    L λ lambda
    L μ mu
    L ν nu
    L ξ xi
    L ο omicron
    L π pi
    L ϖ varpi
    L ρ rho
    L ϱ varrho
    L σ sigma
    L ς varsigma
    L τ tau
    L υ upsilon
    L ϕ phi
    L φ varphi
    L χ chi
    L ψ psi
    L ω omega
    L ϝ digamma
    L Α Alpha
    L Β Beta
    L Γ Gamma varGamma
    L Δ Delta varDelta
    L Ε Epsilon
    L Ζ Zeta
    L Η Eta
    L Θ Theta varTheta
    L Ι Iota
    L Κ Kappa
    L Λ Lambda varLambda
    L Μ Mu
    L Ν Nu
    L Ξ Xi varXi
    L Ο Omicron
    L Π Pi varPi
    L Ρ Rho
    L Σ Sigma varSigma
    L Τ Tau
    L Υ Upsilon varUpsilon
    L Φ Phi varPhi
    L Χ Chi
    L Ψ Psi varPsi
    L Ω Omega varOmega
    L ℵ aleph
    L ℶ beth
    L ℷ gimel
    L ℸ daleth
    L ℓ ell
    L ℏ hbar hslash
    L ı imath
    L ȷ jmath
    L ℘ wp
    L ℜ Re
    L ℑ Im
    L ∞ infty infinity
    L ∂ partial
    L ∇ nabla
    L ∅ emptyset varnothing
    L ð eth
    L ℧ mho
    L ⊤ top
    L ⊥ bot
    L △ triangle bigtriangleup vartriangle
    L ▽ bigtriangledown triangledown
    L □ square Box
    L ■ blacksquare
    L ◇ Diamond lozenge
    L ★ bigstar
    L ♭ flat
    L ♮ natural
    L ♯ sharp
    L ♣ clubsuit
    L ♦ diamondsuit
    L ♥ heartsuit
    L ♠ spadesuit
    L ∁ complement
    L † dagger dag
    L ‡ ddagger ddag
    L § S
    L ¶ P
    L ✓ checkmark
    L © copyright
    L £ pounds
    L ¥ yen
    L $ $
    L % %
    L & &
    L _ _
    + + plus
    + − minus
    + ± pm
    + ∓ mp
    + ⊕ oplus
    + ⊖ ominus
    + ⊎ uplus
    + ∪ cup
    + ∩ cap
    + ∖ setminus smallsetminus backslash
    + ⊔ sqcup
    + ⊓ sqcap
    + ∨ vee lor
    + ∧ wedge land
    + ∔ dotplus
    + ⊞ boxplus
    + ⊟ boxminus
    * × times
    * ⋅ cdot cdotp centerdot
    * ∗ ast
    * ⋆ star
    * ÷ div
    * / slash
    * ∘ circ
    * ∙ bullet
    * ⊗ otimes
    * ⊙ odot
    * ⊘ oslash
    * ≀ wr
    * ⋉ ltimes
    * ⋊ rtimes
    * ⨿ amalg
    * ⋇ divideontimes
    * ⊠ boxtimes
    * ⊡ boxdot
    * ⊺ intercal
    * ◯ bigcirc
    * ⋄ diamond
    * ◁ triangleleft
    * ▷ triangleright
    * ⊼ barwedge
    * mod bmod
    * ⋎ curlyvee
    * ⋏ curlywedge
    R = equal
    R < lt
    R > gt
    R ≠ ne neq
    R ≤ le leq
    R ≥ ge geq
    R ⩽ leqslant
    R ⩾ geqslant
    R ≦ leqq
    R ≧ geqq
    R ≪ ll
    R ≫ gg
    R ⋘ lll
    R ⋙ ggg
    R ≈ approx thickapprox
    R ≊ approxeq
    R ∼ sim thicksim
    R ≃ simeq
    R ≅ cong
    R ≡ equiv
    R ∝ propto varpropto
    R ≐ doteq
    R ≍ asymp
    R ≺ prec
    R ≻ succ
    R ⪯ preceq
    R ⪰ succeq
    R ≼ preccurlyeq
    R ≽ succcurlyeq
    R ⊂ subset
    R ⊃ supset
    R ⊆ subseteq
    R ⊇ supseteq
    R ⊊ subsetneq
    R ⊋ supsetneq
    R ⊄ nsubset
    R ⊅ nsupset
    R ⊈ nsubseteq
    R ⊉ nsupseteq
    R ⊏ sqsubset
    R ⊐ sqsupset
    R ⊑ sqsubseteq
    R ⊒ sqsupseteq
    R ∈ in
    R ∋ ni owns
    R ∉ notin
    R ∌ notni
    R ∣ mid
    R ∤ nmid
    R ∦ nparallel
    R ⟂ perp
    R ⊢ vdash
    R ⊣ dashv
    R ⊨ models vDash
    R ⊩ Vdash
    R ⊲ lhd vartriangleleft
    R ⊳ rhd vartriangleright
    R ⊴ unlhd trianglelefteq
    R ⊵ unrhd trianglerighteq
    R ≜ triangleq
    R ≔ coloneqq
    R ≕ eqqcolon
    R ≮ nless
    R ≯ ngtr
    R ≰ nleq
    R ≱ ngeq
    R ≲ lesssim
    R ≳ gtrsim
    R ≶ lessgtr
    R ≷ gtrless
    R ⋚ lesseqgtr
    R ⋛ gtreqless
    R ⪅ lessapprox
    R ⪆ gtrapprox
    R ⪋ lesseqqgtr
    R ⪌ gtreqqless
    R ⪉ lnapprox
    R ⪊ gnapprox
    R ⪇ lneq
    R ⪈ gneq
    R ≨ lneqq
    R ≩ gneqq
    R ⋦ lnsim
    R ⋧ gnsim
    R ⪕ eqslantless
    R ⪖ eqslantgtr
    R ∽ backsim
    R ⋍ backsimeq
    R ≾ precsim
    R ≿ succsim
    R ⪷ precapprox
    R ⪸ succapprox
    R ⋖ lessdot
    R ⋗ gtrdot
    R ≑ doteqdot
    R ≓ risingdotseq
    R ≒ fallingdotseq
    R ≖ eqcirc
    R ≗ circeq
    R ≏ bumpeq
    R ≎ Bumpeq
    R ≇ ncong
    R ≁ nsim
    R ≉ napprox
    R ≢ nequiv
    R ⋈ bowtie Join
    R ⌣ smile
    R ⌢ frown
    R ∴ therefore
    R ∵ because
    R ⊀ nprec
    R ⊁ nsucc
    R ⋠ npreceq
    R ⋡ nsucceq
    R → to rightarrow
    R ← gets leftarrow
    R ↔ leftrightarrow
    R ⇒ Rightarrow
    R ⇐ Leftarrow
    R ⇔ Leftrightarrow
    R ⟹ implies Longrightarrow
    R ⟸ impliedby Longleftarrow
    R ⟺ iff Longleftrightarrow
    R ⟶ longrightarrow
    R ⟵ longleftarrow
    R ⟷ longleftrightarrow
    R ↦ mapsto
    R ⟼ longmapsto
    R ↪ hookrightarrow
    R ↩ hookleftarrow
    R ↑ uparrow
    R ↓ downarrow
    R ↕ updownarrow
    R ⇑ Uparrow
    R ⇓ Downarrow
    R ⇕ Updownarrow
    R ↗ nearrow
    R ↘ searrow
    R ↙ swarrow
    R ↖ nwarrow
    R ⇀ rightharpoonup
    R ⇁ rightharpoondown
    R ↼ leftharpoonup
    R ↽ leftharpoondown
    R ⇌ rightleftharpoons
    R ⇋ leftrightharpoons
    R ⇝ leadsto rightsquigarrow
    R ↠ twoheadrightarrow
    R ↞ twoheadleftarrow
    R ⇉ rightrightarrows
    R ⇇ leftleftarrows
    R ↛ nrightarrow
    R ↚ nleftarrow
    R ↮ nleftrightarrow
    R ⇏ nRightarrow
    R ⇍ nLeftarrow
    R ⇎ nLeftrightarrow
    R ↻ circlearrowright
    R ↺ circlearrowleft
    P ,
    P ;
    P : colon
    P . ldotp
    P ?
    ( ( lparen
    ) ) rparen
    ( [ lbrack
    ) ] rbrack
    ( { { lbrace
    ) } } rbrace
    ( ⟨ langle
    ) ⟩ rangle
    ( ⌊ lfloor
    ) ⌋ rfloor
    ( ⌈ lceil
    ) ⌉ rceil
    ( ⟮ lgroup
    ) ⟯ rgroup
    ( ⟦ llbracket
    ) ⟧ rrbracket
    | | vert lvert rvert
    | ‖ | Vert lVert rVert Arrowvert
    | ∥ parallel
    | ¦ brvbar
    | ⦀ Vvert
    | ⫴ interleave
    B ∑ sum
    B ∏ prod
    B ∐ coprod
    B ⋃ bigcup
    B ⋂ bigcap
    B ⨁ bigoplus
    B ⨂ bigotimes
    B ⨀ bigodot
    B ⨄ biguplus
    B ⨆ bigsqcup
    B ⋁ bigvee
    B ⋀ bigwedge
    I ∫ int intop smallint
    I ∬ iint
    I ∭ iiint
    I ⨌ iiiint
    I ∮ oint
    I ∯ oiint
    I ∰ oiiint
    N sin sin
    N cos cos
    N tan tan
    N cot cot
    N sec sec
    N csc csc
    N sinh sinh
    N cosh cosh
    N tanh tanh
    N coth coth
    N sech sech
    N csch csch
    N arcsin arcsin
    N arccos arccos
    N arctan arctan
    N arccot arccot
    N arcsec arcsec
    N arccsc arccsc
    N arsinh arsinh
    N arcosh arcosh
    N artanh artanh
    N log log
    N ln ln
    N lg lg
    N exp exp
    N det det
    N dim dim
    N ker ker
    N deg deg
    N gcd gcd
    N lcm lcm
    N arg arg
    N hom hom
    N Pr Pr
    N sgn sgn
    N tr tr
    N Tr Tr
    N rank rank
    N diag diag
    N cis cis
    N erf erf
    N Var Var
    N Cov Cov
    M lim lim
    M liminf liminf varliminf
    M limsup limsup varlimsup
    M max max
    M min min
    M sup sup
    M inf inf
    M argmax argmax
    M argmin argmin
    M injlim injlim varinjlim
    M projlim projlim varprojlim
    E … ldots dots dotsc dotso mathellipsis
    E ⋯ cdots dotsb dotsm dotsi
    E ⋮ vdots
    E ⋱ ddots
    E ⋰ iddots adots
    X # #
    X ¬ neg lnot
    X ∀ forall
    X ∃ exists
    X ∄ nexists
    X mod mod
    X ∠ angle
    X ∡ measuredangle
    X ∢ sphericalangle
    Y !
    Y ° degree
    Y ′ prime
    Y ″ dprime
    Y ‴ trprime
    Y ⁗ qprime
    Y ‵ backprime
    O "
    O '
    O ∎ qed
    O ♀ female
    O ♂ male
    """
}
