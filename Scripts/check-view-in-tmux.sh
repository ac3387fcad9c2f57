#!/usr/bin/env bash
# Runs `legible view` in a real terminal (tmux) at 80x24 and 40x24, drives it with keys
# (heading, link and table jumps, page down, resize, search, quit), then an answer full of
# formulas at both sizes, then on a document of links
# and a long code line at 60x12 (link references, code scrolled sideways and wrapped, search, the
# cursor on the match, NO_COLOR keeping reverse video), code spans in every colour mode and a
# search inside a clipped formula, and with
# TERM=dumb (no pager, no styles), and compares each screen with the expected one in
# Tests/ViewScreens. With --update, writes the screens instead (review them). Then it shows an
# answer arriving on a live pipe (the pager, and --plain).
#
#   Scripts/check-view-in-tmux.sh [--update] [path/to/legible]
set -euo pipefail
cd "$(dirname "$0")/.."
update=false
if [ "${1:-}" = "--update" ]; then update=true; shift; fi
legible="$(realpath "${1:-Tools/.build/debug/legible}")"
expected=Tests/ViewScreens
document=Examples/assistant-answer.md
session="legible-view-check"
socket=""
failures=0
command -v tmux >/dev/null || { echo "tmux is not installed" >&2; exit 1; }
[ -x "$legible" ] || { echo "no legible executable at $legible" >&2; exit 1; }

# Each terminal size gets a tmux server of its own, ended on the way out.
tmux_() { tmux -L "$socket" "$@"; }
# The pane's text.
pane() { tmux_ capture-pane -p -t "$session"; }
trap '[ -n "$socket" ] && tmux_ kill-server 2>/dev/null || true' EXIT

# The pane's text once it has stopped changing for a second (for --update).
settled() {
    local previous="" current="" same=0
    for _ in $(seq 1 200); do
        sleep 0.1
        current="$(pane)"
        if [ "$current" = "$previous" ]; then same=$((same + 1)); else same=0; fi
        [ "$same" -ge 10 ] && break
        previous="$current"
    done
    printf '%s\n' "$current"
}

# Waits up to 20 seconds for the pane to show the expected screen (a loaded machine may take
# a while to start the viewer or to act on a key), then compares.
check() {
    local name="$1" screen wanted
    if $update; then
        screen="$(settled)"
        printf '%s\n' "$screen" > "$expected/$name.txt"
        echo "wrote $expected/$name.txt"
        return
    fi
    wanted="$(cat "$expected/$name.txt")"
    for _ in $(seq 1 200); do
        screen="$(pane)"
        [ "$screen" = "$wanted" ] && break
        sleep 0.1
    done
    if [ "$screen" = "$wanted" ]; then
        echo "ok   $name"
    else
        echo "FAIL $name: the screen differs from $expected/$name.txt" >&2
        diff <(printf '%s\n' "$screen") "$expected/$name.txt" >&2 || true
        failures=$((failures + 1))
    fi
}

# The cursor's column and row (from 0) and whether it is shown, against the expected ones: a
# screen reader that follows the cursor reads from there.
check_cursor() {
    local name="$1" wanted="$2" cursor=""
    for _ in $(seq 1 200); do
        cursor="$(tmux_ display-message -p -t "$session" '#{cursor_x} #{cursor_y} #{cursor_flag}')"
        [ "$cursor" = "$wanted" ] && break
        sleep 0.1
    done
    $update && { echo "cursor $name: $cursor"; return; }
    if [ "$cursor" = "$wanted" ]; then echo "ok   $name"; else echo "FAIL $name: cursor at $cursor, not $wanted" >&2; failures=$((failures + 1)); fi
}

keys() { for key in "$@"; do tmux_ send-keys -t "$session" "$key"; sleep 0.05; done; }

# Starts the session's tmux server. A new server once exited as it started ("server exited
# unexpectedly", CI on the shared machine, with every other screen of the run fine): a second
# try is made before that counts as a failure, since it says nothing about the viewer.
new_session() {
    tmux_ -f /dev/null new-session -d -s "$session" "$@" && return
    sleep 1
    tmux_ kill-server 2>/dev/null || true
    tmux_ -f /dev/null new-session -d -s "$session" "$@"
}

start() {
    [ -n "$socket" ] && { tmux_ kill-server 2>/dev/null || true; }
    local file="${3:-$document}" term="${4:-xterm-256color}" no_color="${5:-}" flags="${6:-}" color_term="${7:-}"
    socket="legible-view-check-$$-$1x$2-$term"
    # The viewer's exit status is written to a file by the pane's own shell: tmux's
    # pane_dead_status stayed empty for 20 s once on a loaded machine after the pane had died.
    # The pane then stays open, so what the viewer left on it (TERM=dumb) does not move when
    # tmux would write that the pane is dead.
    status_file="${TMPDIR:-/tmp}/$socket.status"
    rm -f "$status_file"
    new_session -x "$1" -y "$2" \
        "env TERM=$term NO_COLOR=$no_color COLORTERM=$color_term '$legible' view $flags '$file'; echo \$? > '$status_file'; sleep 600"
    tmux_ set-option -t "$session" remain-on-exit on >/dev/null
}

quit_cleanly() {
    keys q
    local status="still running after 20 s"
    for _ in $(seq 1 200); do
        if [ -s "$status_file" ]; then status="status $(cat "$status_file")"; break; fi
        sleep 0.1
    done
    rm -f "$status_file"
    if [ "$status" = "status 0" ]; then echo "ok   $1 quits with status 0"; else echo "FAIL $1: after q the viewer is $status" >&2; failures=$((failures + 1)); fi
}

# 80x24: the first screen; four headings on (the fourth is off screen, so the view moves);
# the next link; back to the previous table; a page down; the terminal narrowed to 40; quit.
start 80 24
check 80x24-start
keys h h h h
check 80x24-heading-4
keys l
check 80x24-link
keys T
check 80x24-previous-table
keys Space
check 80x24-page-down
tmux_ resize-window -t "$session" -x 40 -y 24
check 80x24-resized-to-40
quit_cleanly 80x24

# 40x24: the first screen, its footnote reference followed and back, the next table, a page
# down, the keys (?), a search from the top, quit.
start 40 24
check 40x24-start
keys ']'
check 40x24-footnote
keys '['
check 40x24-back-from-footnote
keys t
check 40x24-table
keys Space
check 40x24-page-down
keys '?'
check 40x24-help
keys g / M o n t h l y Enter
check 40x24-search
quit_cleanly 40x24

# Formulas (Examples/formula-answer.md): display formulas drawn in two dimensions, inline ones
# and those in a table linear, at 80x24 and 40x24, a page down each; at 40 the widest drawings
# are broken into lines that fit, so the right arrow finds nothing wider than the screen.
start 80 24 Examples/formula-answer.md
check 80x24-formulas-start
keys Space
check 80x24-formulas-page-down
quit_cleanly 80x24-formulas
start 40 24 Examples/formula-answer.md
check 40x24-formulas-start
keys Space Space
check 40x24-formulas-page-down
keys Right
check 40x24-formulas-scrolled
quit_cleanly 40x24-formulas

# 60x12, links and code: tmux shows no OSC 8 hyperlinks, so links are numbered and o shows the
# focused one's address, its relative path resolved against the file; the code line is clipped,
# then scrolled sideways with the right arrow and back, then wrapped with w; quit.
start 60 12 Tests/ViewScreens/conventions.md
check 60x12-links-start
keys l l o
check 60x12-link-address
check_cursor 60x12-link-cursor "21 3 1"
keys Escape Right Right
check 60x12-code-scrolled
keys Left w
check 60x12-code-wrapped
# Search: a regular expression, any case (matching "Float"); then inside a formula's TeX and an
# image's description; n goes on to the next match, N back; the cursor sits on each match.
keys / 'f(l|o)oat' Enter
check 60x12-search-regex
# Only the matched word is reversed (here struck too), not the rest of its line.
if $update || tmux_ capture-pane -e -p -t "$session" | grep -qF "$(printf '\033[7;9m\033[39mFloat\033[0m\033[39m\033[49m Decimal')"; then
    echo "ok   60x12-search-highlights-the-word"
else
    echo "FAIL 60x12-search-highlights-the-word: the match is not reversed alone" >&2; failures=$((failures + 1))
fi
check_cursor 60x12-search-regex-cursor "0 10 1"
keys / 'r/n|balance' Enter
check 60x12-search-formula
check_cursor 60x12-search-formula-cursor "12 1 1"
keys n
check_cursor 60x12-search-alt-text-cursor "14 2 1"
keys N
check_cursor 60x12-search-back-cursor "12 1 1"
quit_cleanly 60x12

# NO_COLOR=1 removes colour only: a match is still reversed (and struck text struck), and no
# colour is sent.
start 60 12 Tests/ViewScreens/conventions.md xterm-256color 1
check 60x12-links-start
keys / float Enter
check_cursor 60x12-no-color-search-cursor "0 9 1"
colored="$(tmux_ capture-pane -e -p -t "$session")"
if $update || { printf '%s' "$colored" | grep -qF "$(printf '\033[7;9mFloat\033[0m')" && ! printf '%s' "$colored" | grep -qE '[[;](3[0-7]|9[0-7]|38;[25];)'; }; then
    echo "ok   NO_COLOR: the match reversed, no colour"
else
    echo "FAIL NO_COLOR: the match is not reversed, or colour was sent" >&2; failures=$((failures + 1))
fi
quit_cleanly 60x12-no-color

# Code spans in every colour mode (Tests/ViewScreens/code-and-formula.md): on the theme's code
# background in 16, 256 and 24-bit colour (the SGR that sets it is in the pane), between
# backticks with NO_COLOR and in --plain. Then a search for a word in the clipped part of a formula too wide
# to break scrolls sideways to it, the cursor on the match.
styled_as() {
    local name="$1" wanted="$2" screen=""
    for _ in $(seq 1 200); do
        screen="$(tmux_ capture-pane -e -p -t "$session")"
        grep -qF -- "$wanted" <<<"$screen" && break
        sleep 0.1
    done
    if $update || grep -qF -- "$wanted" <<<"$screen"; then echo "ok   $name"
    else echo "FAIL $name: the pane has no $(printf '%q' "$wanted")" >&2; failures=$((failures + 1)); fi
}
code_document=Tests/ViewScreens/code-and-formula.md
start 60 12 "$code_document" xterm
styled_as "16 colours: a code span on the terminal's grey" "$(printf '\033[100mcargo build\033[49m')"
quit_cleanly 60x12-code-16-colours
start 60 12 "$code_document" xterm-256color
styled_as "256 colours: a code span on the theme's code background" "$(printf '\033[48;5;234mcargo build\033[49m')"
quit_cleanly 60x12-code-256-colours
start 60 12 "$code_document" xterm-256color "" "" truecolor
styled_as "24-bit colour: a code span on the theme's code background" "$(printf '\033[48;2;22;27;34mcargo build\033[49m')"
check 60x12-code-spans
keys / needle Enter
check 60x12-search-clipped-formula
check_cursor 60x12-search-clipped-formula-cursor "54 5 1"
quit_cleanly 60x12-code-truecolor
start 60 12 "$code_document" xterm-256color 1
check 60x12-code-spans-no-color
quit_cleanly 60x12-code-no-color
# --plain (no pager, for screen readers): the backticks written with the code, as it is copied.
start 60 12 "$code_document" xterm-256color "" --plain
styled_as "--plain: code spans between backticks" 'Run `cargo build`, then ``git log --format=`%h` ``.'

# --line-numbers: each code line's number in a gutter beside its code (not part of it); wrapped
# with w, a line's number only beside its first row.
start 60 12 Tests/ViewScreens/conventions.md xterm-256color "" --line-numbers
check 60x12-line-numbers
keys w
check 60x12-line-numbers-wrapped
quit_cleanly 60x12-line-numbers

# TERM=dumb: no pager and no styles, the document written out and the viewer done.
start 60 12 "$document" dumb
check 60x12-dumb
if [ -s "$status_file" ] && [ "$(cat "$status_file")" = 0 ]; then echo "ok   TERM=dumb exits 0 without a pager"
else echo "FAIL TERM=dumb: the viewer did not end with status 0" >&2; failures=$((failures + 1)); fi
rm -f "$status_file"

# A live pipe: the viewer reads a named pipe this script writes, as a language model's answer
# arrives. The first paragraph must be on screen while the pipe is open, with the status line
# saying so; a reader at the end follows it; a reader who went back to the top stays there.
# Then --plain writes each settled block once, in order.
fifo="${TMPDIR:-/tmp}/legible-view-check-$$.fifo"
trap '[ -n "$socket" ] && tmux_ kill-server 2>/dev/null || true; rm -f "$fifo" "$status_file"' EXIT

# Waits up to 20 seconds for the pane to hold (or, with !, not to hold) a line matching a pattern.
shows() {
    local name="$1" pattern="$2" negate="${3:-}" screen
    for _ in $(seq 1 200); do
        screen="$(tmux_ capture-pane -p -t "$session")"
        if [ -z "$negate" ]; then grep -q -- "$pattern" <<<"$screen" && break; else grep -q -- "$pattern" <<<"$screen" || break; fi
        sleep 0.1
    done
    if { [ -z "$negate" ] && grep -q -- "$pattern" <<<"$screen"; } || { [ -n "$negate" ] && ! grep -q -- "$pattern" <<<"$screen"; }; then
        echo "ok   $name"
    else
        echo "FAIL $name: the screen ${negate:+still }does not ${negate:+not }show '$pattern':" >&2
        printf '%s\n' "$screen" >&2
        failures=$((failures + 1))
    fi
}

# The pane's shell sleeps after the viewer exits, to keep what --plain wrote on screen (a
# pane left on exit showed its first line blank once the viewer had quit).
start_live() {
    [ -n "$socket" ] && { tmux_ kill-server 2>/dev/null || true; }
    socket="legible-view-check-$$-live$1"
    status_file="${TMPDIR:-/tmp}/$socket.status"
    rm -f "$status_file" "$fifo"
    mkfifo "$fifo"
    new_session -x 60 -y 12 \
        "env TERM=xterm-256color NO_COLOR= '$legible' view $2 < '$fifo'; echo \$? > '$status_file'; sleep 60"
    exec 3>"$fifo"
}

if ! $update; then
    start_live pager ""
    printf '# Live answer\n\nThe first paragraph arrives.\n\n' >&3
    shows "live: the first paragraph while the pipe is open" "The first paragraph arrives."
    shows "live: the status line says the answer is still arriving" "answer still arriving"
    for n in $(seq 1 40); do printf 'Paragraph %s.\n\n' "$n" >&3; done
    shows "live: a reader at the end follows it" "Paragraph 40\."
    keys g
    shows "live: back at the top" "Live answer"
    for n in $(seq 41 60); do printf 'Paragraph %s.\n\n' "$n" >&3; done
    sleep 1
    shows "live: a reader who went back keeps their place" "Live answer"
    keys G
    shows "live: the end holds what arrived meanwhile" "Paragraph 60\."
    exec 3>&-
    shows "live: once the pipe closes the status line stops saying so" "answer still arriving" not
    quit_cleanly live-pager

    start_live plain --plain
    printf 'First block.\n\nSecond' >&3
    shows "live --plain: a settled block is written while the pipe is open" "^First block\.$"
    shows "live --plain: a block still being written is not" "Second" not
    printf ' block.\n' >&3
    exec 3>&-
    shows "live --plain: the last block once the pipe closes" "^Second block\.$"
    written="$(tmux_ capture-pane -p -t "$session" | grep -c -e '^First block\.$' -e '^Second block\.$' || true)"
    if [ "$written" = 2 ]; then echo "ok   live --plain: each block written once"; else echo "FAIL live --plain: $written block lines written, not 2" >&2; failures=$((failures + 1)); fi
    rm -f "$fifo"
fi

if [ "$failures" -gt 0 ]; then echo "$failures screen check(s) failed" >&2; exit 1; fi
echo "legible view: every screen as expected"
