"""Script-injection payloads, and the Markdown positions they are written into, for the safe-HTML
check (check-safe-html.py). Generated here from the classes of attack, not copied from a list:

- URLs whose scheme runs code (`javascript:`, `vbscript:`, `data:text/html`,
  `data:application/xhtml+xml`, `data:image/svg+xml`, `data:application/javascript`), each obfuscated the ways browsers and
  sanitizers have disagreed on: letter case, character references (decimal, hex, zero-padded,
  without semicolon, named `&Tab;` `&NewLine;` `&colon;`), percent-encoding, a Markdown backslash
  escape, control characters and white space before and inside the scheme;
- elements and attributes that run script or load content (`<script>`, event handlers on
  `<img>` `<svg>` `<body>` `<details>` `<input autofocus>` `<video>` …, `<iframe srcdoc>`,
  `<object>`, `<embed>`, `<math><maction>`, `<form action>`, `<button formaction>`,
  `<meta http-equiv=refresh>`, `<base href>`, `<link>`, `<style>@import`, SVG animation of `href`),
  with their own obfuscations (case, `/` as separator, back-ticks, new lines in the tag);
- mutation XSS: markup that is harmless as first parsed but becomes live when re-parsed or
  when an element's raw-text content ends early (`<noscript>`, `<textarea>`, `<title>`,
  `<style>`, comments, CDATA, `<svg>`/`<math>` namespace confusion).

    python3 Scripts/browser/xss_payloads.py            # prints the payloads, one per line (escaped)
"""

# Every payload calls `alert` (a dialog the recorder sees) or loads something (a request or a
# navigation it sees), so an execution can never pass unnoticed as a silent expression.

URL_SCHEMES = [
    ("javascript", "alert(1)"),
    ("javascript", "alert(document.domain)//"),
    ("javascript", "//%0aalert(1)"),
    ("vbscript", "msgbox(1)"),
    ("data", "application/xhtml+xml,<html xmlns='http://www.w3.org/1999/xhtml'><script>alert(1)</script></html>"),
    ("data", "text/html,<script>alert(1)</script>"),
    ("data", "text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="),
    ("data", "image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"),
    ("data", "application/javascript,alert(1)"),
]


def _decimal(text, pad=0, semicolon=True):
    return "".join(f"&#{str(ord(c)).zfill(pad)}{';' if semicolon else ''}" for c in text)


def _hex(text, upper=False):
    return "".join(f"&#{'X' if upper else 'x'}{ord(c):{'X' if upper else 'x'}};" for c in text)


def _percent(text):
    return "".join(f"%{ord(c):02x}" for c in text)


def _alternate_case(text):
    return "".join(c.upper() if i % 2 else c.lower() for i, c in enumerate(text))


# Ways to write a scheme `s` (without its colon): each returns the text before the rest of the URL.
SCHEME_OBFUSCATIONS = [
    ("plain", lambda s: s + ":"),
    ("upper case", lambda s: s.upper() + ":"),
    ("mixed case", lambda s: _alternate_case(s) + ":"),
    ("leading space", lambda s: " " + s + ":"),
    ("leading tab", lambda s: "\t" + s + ":"),
    ("leading control characters", lambda s: "\x01\x02\x03" + s + ":"),
    ("leading form feed", lambda s: "\x0c" + s + ":"),
    ("leading NUL", lambda s: "\x00" + s + ":"),
    ("tab inside", lambda s: s[:3] + "\t" + s[3:] + ":"),
    ("new line inside", lambda s: s[:3] + "\n" + s[3:] + ":"),
    ("carriage return inside", lambda s: s[:3] + "\r" + s[3:] + ":"),
    ("NUL inside", lambda s: s[:3] + "\x00" + s[3:] + ":"),
    ("&#9; inside", lambda s: s[:3] + "&#9;" + s[3:] + ":"),
    ("&Tab; inside", lambda s: s[:3] + "&Tab;" + s[3:] + ":"),
    ("&#x0A; inside", lambda s: s[:3] + "&#x0A;" + s[3:] + ":"),
    ("&NewLine; inside", lambda s: s[:3] + "&NewLine;" + s[3:] + ":"),
    ("&#13; inside", lambda s: s[:3] + "&#13;" + s[3:] + ":"),
    ("decimal references", lambda s: _decimal(s) + ":"),
    ("zero-padded decimal references", lambda s: _decimal(s, pad=7) + ":"),
    ("decimal references without semicolons", lambda s: _decimal(s, semicolon=False) + ":"),
    ("hex references", lambda s: _hex(s) + ":"),
    ("upper-case hex references", lambda s: _hex(s, upper=True) + ":"),
    ("first letter as reference", lambda s: _decimal(s[0]) + s[1:] + ":"),
    ("colon as &colon;", lambda s: s + "&colon;"),
    ("colon as &#58;", lambda s: s + "&#58;"),
    ("colon as &#x3a;", lambda s: s + "&#x3a;"),
    ("everything as references", lambda s: _hex(s + ":")),
    ("percent-encoded first letter", lambda s: _percent(s[0]) + s[1:] + ":"),
    ("percent-encoded colon", lambda s: s + "%3A"),
    ("percent-encoded scheme", lambda s: _percent(s) + ":"),
    ("backslash-escaped colon", lambda s: s + "\\:"),
    ("zero-width space inside", lambda s: s[:3] + "\u200b" + s[3:] + ":"),
    ("soft hyphen inside", lambda s: s[:3] + "\u00ad" + s[3:] + ":"),
    ("upper case with leading space", lambda s: " " + s.upper() + ":"),
]

# `javascript:` (two forms), `vbscript:` and a `data:` document are obfuscated in every way; the
# other forms plainly and in the ways most often used.
_COMMON_OBFUSCATIONS = {"plain", "upper case", "mixed case", "leading space", "tab inside", "new line inside",
                        "hex references", "decimal references without semicolons", "colon as &colon;",
                        "percent-encoded colon", "leading control characters"}


def url_payloads():
    payloads = []
    for index, (scheme, rest) in enumerate(URL_SCHEMES):
        everywhere = index in (0, 2, 3, 5)
        for name, obfuscate in SCHEME_OBFUSCATIONS:
            if everywhere or name in _COMMON_OBFUSCATIONS:
                payloads.append(obfuscate(scheme) + rest)
    return payloads


# Elements and attributes that run script or load something without any user action.
ELEMENTS = [
    "<script>alert(1)</script>",
    "<script src=//example.invalid/x.js></script>",
    "<script>alert(1)//",
    "<ScRiPt>alert(1)</sCrIpT>",
    "<script\n>alert(1)</script\n>",
    "<script/x>alert(1)</script>",
    "<script type=module>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "<img src=x onerror=\"alert(1)\">",
    "<img src=x onerror='alert(1)'>",
    "<img src=x onerror=`alert(1)`>",
    "<img src=x OnErRoR=alert(1)>",
    "<img/src=x/onerror=alert(1)>",
    "<img src=x\nonerror=alert(1)>",
    "<img src=x onerror=&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#41;>",
    "<img src=x onerror=\"&#x61;lert(1)\">",
    "<img src=\"x\" onerror=\"alert(1)\"/>",
    "<img src=x:x onerror=alert(1)>",
    "<img srcset=x onerror=alert(1)>",
    "<img src=javascript:alert(1)>",
    "<image src=x onerror=alert(1)>",
    "<svg onload=alert(1)>",
    "<svg/onload=alert(1)>",
    "<svg\nonload=alert(1)>",
    "<svg><script>alert(1)</script></svg>",
    "<svg><script href=data:,alert(1) />",
    "<svg><a xlink:href=\"javascript:alert(1)\"><text x=20 y=20>x</text></a></svg>",
    "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
    "<svg><set onbegin=alert(1) attributeName=x>",
    "<svg><a><animate attributeName=href values=javascript:alert(1) /><text x=20 y=20>x</text></a></svg>",
    "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)'/></svg>#x\"/></svg>",
    "<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>",
    "<body onload=alert(1)>",
    "<body onpageshow=alert(1)>",
    "<details open ontoggle=alert(1)>",
    "<input autofocus onfocus=alert(1)>",
    "<select autofocus onfocus=alert(1)>",
    "<textarea autofocus onfocus=alert(1)>",
    "<keygen autofocus onfocus=alert(1)>",
    "<div contenteditable autofocus onfocus=alert(1)>x</div>",
    "<video><source onerror=alert(1)></video>",
    "<video src=x onerror=alert(1)>",
    "<audio src=x onerror=alert(1)>",
    "<video poster=javascript:alert(1)//></video>",
    "<marquee onstart=alert(1)>x</marquee>",
    "<object data=javascript:alert(1)>",
    "<object data=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\"></object>",
    "<object type=text/html data=//example.invalid/x.html></object>",
    "<embed src=javascript:alert(1)>",
    "<embed src=\"data:text/html,<script>alert(1)</script>\">",
    "<iframe src=javascript:alert(1)></iframe>",
    "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
    "<iframe srcdoc=\"&lt;img src=x onerror=alert(1)&gt;\"></iframe>",
    "<iframe src=\"data:text/html,<script>alert(1)</script>\"></iframe>",
    "<iframe onload=alert(1)></iframe>",
    "<frameset onload=alert(1)>",
    "<math><maction actiontype=statusline xlink:href=javascript:alert(1)>x</maction></math>",
    "<math href=javascript:alert(1)>x</math>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
    "<form action=javascript:alert(1)><input type=submit></form>",
    "<form><button formaction=javascript:alert(1)>x</button></form>",
    "<form id=f></form><button form=f formaction=javascript:alert(1)>x</button>",
    "<isindex action=javascript:alert(1) type=submit>",
    "<meta http-equiv=refresh content=\"0;url=javascript:alert(1)\">",
    "<meta http-equiv=\"refresh\" content=\"0; url=data:text/html,<script>alert(1)</script>\">",
    "<meta http-equiv=refresh content=\"0;url=//example.invalid/\">",
    "<meta http-equiv=Content-Security-Policy content=\"script-src 'unsafe-inline'\">",
    "<base href=javascript:alert(1)//>",
    "<base href=//example.invalid/>",
    "<link rel=stylesheet href=//example.invalid/x.css>",
    "<link rel=import href=//example.invalid/x.html>",
    "<link rel=prefetch href=//example.invalid/x>",
    "<style>@import '//example.invalid/x.css';</style>",
    "<style>body{background:url(//example.invalid/x.png)}</style>",
    "<style>*{x:expression(alert(1))}</style>",
    "<div style=\"background:url(//example.invalid/x.png)\">x</div>",
    "<div style=\"background-image:url(javascript:alert(1))\">x</div>",
    "<div style=\"width:expression(alert(1))\">x</div>",
    "<a href=javascript:alert(1)>x</a>",
    "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
    "<a href=\" javascript:alert(1)\">x</a>",
    "<a href=javascript&colon;alert(1)>x</a>",
    "<a href=\"data:text/html,<script>alert(1)</script>\">x</a>",
    "<a id=x tabindex=1 onfocus=alert(1) autofocus>x</a>",
    "<a href=x ping=//example.invalid/>x</a>",
    "<area href=javascript:alert(1)>",
    "<applet code=x>",
    "<portal src=//example.invalid/></portal>",
    "<img src=//example.invalid/x.png>",
    "<x onclick=alert(1) style=display:block;position:fixed;inset:0>x</x>",
    "<xss onafterscriptexecute=alert(1)><script>1</script>",
    "<template><img src=x onerror=alert(1)></template>",
    "<p id=\"\"><img src=x onerror=alert(1)>\">",
    "\"><img src=x onerror=alert(1)>",
    "'><script>alert(1)</script>",
    "\"><svg onload=alert(1)>",
    "</title><script>alert(1)</script>",
    "</textarea><script>alert(1)</script>",
    "</style><script>alert(1)</script>",
    "</noscript><img src=x onerror=alert(1)>",
    "<<script>alert(1)//<</script>",
    "<scr<script>ipt>alert(1)</scr</script>ipt>",
    "<img src=x onerror=alert(1)//",
    "<img src=x onerror=alert(1) <b>",
    "<img\x00 src=x onerror=alert(1)>",
    "<img src=x on\x00error=alert(1)>",
    "\u003cimg src=x onerror=alert(1)\u003e",
    "&lt;img src=x onerror=alert(1)&gt;",
    "&#60;img src=x onerror=alert(1)&#62;",
    "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
]

# Mutation XSS: harmless as first parsed, live when the text is re-parsed or a raw-text element
# ends early.
MUTATIONS = [
    "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
    "<noscript><style></noscript><img src=x onerror=alert(1)></style></noscript>",
    "<textarea><img title=\"</textarea><img src=x onerror=alert(1)>\"></textarea>",
    "<title><img title=\"</title><img src=x onerror=alert(1)>\"></title>",
    "<style><img title=\"</style><img src=x onerror=alert(1)>\"></style>",
    "<xmp><img title=\"</xmp><img src=x onerror=alert(1)>\"></xmp>",
    "<iframe><img title=\"</iframe><img src=x onerror=alert(1)>\"></iframe>",
    "<noembed><img title=\"</noembed><img src=x onerror=alert(1)>\"></noembed>",
    "<noframes><img title=\"</noframes><img src=x onerror=alert(1)>\"></noframes>",
    "<plaintext><img src=x onerror=alert(1)>",
    "<!--><img src=x onerror=alert(1)>-->",
    "<!---><img src=x onerror=alert(1)>-->",
    "<!-- --!><img src=x onerror=alert(1)>-->",
    "<!--<img src=\"--><img src=x onerror=alert(1)//\">",
    "<![CDATA[><img src=x onerror=alert(1)>]]>",
    "<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>",
    "<svg><style><img src=x onerror=alert(1)></style></svg>",
    "<svg></p><style><a id=\"</style><img src=x onerror=alert(1)>\">",
    "<math><mi><table><mi><style><img src=x onerror=alert(1)></style></mi></table></mi></math>",
    "<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>",
    "<table><td><svg><foreignobject><img src=x onerror=alert(1)></foreignobject></svg></td></table>",
    "<select><template><style><img src=x onerror=alert(1)></style></template></select>",
    "<?xml version=\"1.0\"?><img src=x onerror=alert(1)>",
    "<? foo=\"><script>alert(1)</script>\">",
    "<!DOCTYPE x><img src=x onerror=alert(1)>",
    "</x><img src=x onerror=alert(1)>",
    "<a title=\"a\nb\" href=\"javascript:alert(1)\">x</a>",
    "<div id=\"1\"><img src=x onerror=alert(1)></div>",
]


def payloads():
    """Every payload, without repeats, in a fixed order."""
    seen = set()
    result = []
    for payload in url_payloads() + ELEMENTS + MUTATIONS:
        if payload not in seen:
            seen.add(payload)
            result.append(payload)
    return result


# HTML block types 1 to 5 of CommonMark end only at their own end markers (`</script>`, `-->`,
# `?>`, `>`, `]]>`): a line holding them all, after every case, ends any such block a payload
# opened, so that each payload stands alone instead of swallowing the cases after it.
BLOCK_END = "</script></pre></style></textarea> --> ?> ]]>"

# Each position: a name, and the Markdown that puts payload `p` (number `i`) there.
POSITIONS = [
    ("raw HTML block", lambda p, i: p),
    ("inline HTML", lambda p, i: f"Before {p} after."),
    ("link destination", lambda p, i: f"[link {i}]({p})"),
    ("link destination in <>", lambda p, i: f"[link {i}](<{p}>)"),
    ("link title", lambda p, i: f"[link {i}](/page \"{p}\")"),
    ("link title in ()", lambda p, i: f"[link {i}](/page ({p}))"),
    ("link text", lambda p, i: f"[{p}](/page)"),
    ("image destination", lambda p, i: f"![image {i}]({p})"),
    ("image destination in <>", lambda p, i: f"![image {i}](<{p}>)"),
    ("image title", lambda p, i: f"![image {i}](<> \"{p}\")"),
    ("image description", lambda p, i: f"![{p}](<>)"),
    ("autolink", lambda p, i: f"<{p}>"),
    ("bare URL", lambda p, i: f"See www.example.com/{p} and https://example.com/?q={p} now."),
    ("link reference definition destination", lambda p, i: f"[reference {i}]\n\n[reference {i}]: {p}"),
    ("link reference definition destination in <>", lambda p, i: f"[reference {i}]\n\n[reference {i}]: <{p}>"),
    ("link reference definition title", lambda p, i: f"[reference {i}]\n\n[reference {i}]: /page \"{p}\""),
    ("footnote label", lambda p, i: f"Note[^{p}].\n\n[^{p}]: Footnote {i}."),
    ("footnote text", lambda p, i: f"Note[^n{i}].\n\n[^n{i}]: {p}"),
    # A back-tick cannot be in a back-tick fence's info string: such payloads get a tilde fence.
    ("code fence info string", lambda p, i: f"```{p}\ncode\n```" if "`" not in p else f"~~~{p}\ncode\n~~~"),
    ("tilde fence info string", lambda p, i: f"~~~{p}\ncode\n~~~"),
    ("code span", lambda p, i: f"Code `{p}` here."),
    ("inline math", lambda p, i: f"Math ${p}$ here."),
    ("display math", lambda p, i: f"$$\n{p}\n$$"),
    ("display math in a paragraph", lambda p, i: f"Math $${p}$$ here."),
    ("math fence", lambda p, i: f"```math\n{p}\n```"),
    ("table cell", lambda p, i: f"| a | b |\n|---|:-:|\n| {p} | x |"),
    ("table header", lambda p, i: f"| {p} | b |\n|---|---|\n| x | y |"),
    ("heading", lambda p, i: f"## {p}"),
    ("setext heading", lambda p, i: f"{p}\n---"),
    ("emphasis", lambda p, i: f"*{p}* and **{p}** and ~~{p}~~"),
    ("block quote", lambda p, i: f"> {p}"),
    ("task list item", lambda p, i: f"- [ ] {p}\n- [x] done"),
]


def document(positions):
    """The Markdown document that holds every payload at each of `positions` (names in
    POSITIONS). Each case is numbered `k.i` (position k, payload i), which also keeps the labels
    of its definitions and footnotes apart from every other case's."""
    numbers = {name: k for k, (name, _) in enumerate(POSITIONS, 1)}
    templates = dict(POSITIONS)
    return "".join(f"Case {numbers[position]}.{i}, {position}.\n\n{templates[position](p, f'{numbers[position]}.{i}')}\n\n{BLOCK_END}\n\n"
                   for position in positions for i, p in enumerate(payloads(), 1))


def control_document():
    """Markdown that runs script when rendered with `--unsafe`: for the positive control."""
    cases = ["<img src=x onerror=alert(1)>", "<svg onload=alert(1)>", "<script>alert(1)</script>",
             "[link](javascript:alert(1))", "<details open ontoggle=alert(1)>"]
    return "\n\n".join(cases) + "\n"


if __name__ == "__main__":
    for payload in payloads():
        print(repr(payload)[1:-1])
