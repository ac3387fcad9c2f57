/// The top-level domains a reader recognises an address by, when text names a host without a
/// scheme or `www.` (`paypal.com`, `bank.co.uk`): the two-letter country codes and the generic
/// domains delegated before ICANN's 2012 round, and the special-use names of RFC 2606 and RFC
/// 7686 that documentation and attacks alike write (`bank.example`, `.onion`). No list of every top-level domain is kept (there
/// are some 1,500, and more each year): text ending in one of the newer ones (`.shop`, `.app`)
/// counts as an address only with a scheme or `www.`, and `Node.js` or `str.join` never do.
package enum TopLevelDomains {
    /// ISO 3166-1 alpha-2 codes (as tzdata's iso3166.tab lists them, 2023) and the country-code
    /// domains that are not such codes (`uk`, `eu`, `ac`), then the generic and special-use ones.
    package static let known: Set<String> = Set("""
        ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs \
        bt bv bw by bz ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee \
        eg eh er es et fi fj fk fm fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm \
        hn hr ht hu id ie il im in io iq ir is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc \
        li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na \
        nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pn pr ps pt pw py qa re ro rs ru rw \
        sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tf tg th tj tk tl tm tn to \
        tr tt tv tw tz ua ug um us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw uk eu ac \
        com org net edu gov mil int arpa info biz name pro aero coop museum mobi asia tel travel jobs cat post xxx \
        example test invalid onion
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
