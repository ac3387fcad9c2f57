#!/usr/bin/env bash
# Runs `legible view` in a real terminal (tmux) at 80x24 and 40x24, drives it with keys
# (heading, link and table jumps, page down, resize, quit) and compares each screen with the
# expected one in Tests/ViewScreens. With --update, writes the screens instead (review them).
# Then it shows an answer arriving on a live pipe (the pager, and --plain).
#
#   Scripts/check-view-in-tmux.sh [--update] [path/to/legible]
set -euo pipefail
cd "$(dirname "$0")/.."
update=false
if [ "${1:-}" = "--update" ]; then update=true; shift; fi
legible="$(realpath "${1:-.build/debug/legible}")"
expected=Tests/ViewScreens
document=Examples/assistant-answer.md
session="legible-view-check"
socket=""
failures=0
command -v tmux >/dev/null || { echo "tmux is not installed" >&2; exit 1; }
[ -x "$legible" ] || { echo "no legible executable at $legible" >&2; exit 1; }

# Each terminal size gets a tmux server of its own, ended on the way out.
tmux_() { tmux -L "$socket" "$@"; }
trap '[ -n "$socket" ] && tmux_ kill-server 2>/dev/null || true' EXIT

# The pane's text once it has stopped changing for a second (for --update).
settled() {
    local previous="" current="" same=0
    for _ in $(seq 1 200); do
        sleep 0.1
        current="$(tmux_ capture-pane -p -t "$session")"
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
        screen="$(tmux_ capture-pane -p -t "$session")"
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

keys() { for key in "$@"; do tmux_ send-keys -t "$session" "$key"; sleep 0.05; done; }

start() {
    [ -n "$socket" ] && { tmux_ kill-server 2>/dev/null || true; }
    socket="legible-view-check-$$-$1x$2"
    # The viewer's exit status is written to a file by the pane's own shell: tmux's
    # pane_dead_status stayed empty for 20 s once on a loaded machine after the pane had died.
    status_file="${TMPDIR:-/tmp}/$socket.status"
    rm -f "$status_file"
    tmux_ -f /dev/null new-session -d -s "$session" -x "$1" -y "$2" \
        "env TERM=xterm-256color NO_COLOR= '$legible' view '$document'; echo \$? > '$status_file'"
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

# A live pipe: the viewer reads a named pipe this script writes, as a language model's answer
# arrives. The first paragraph must be on screen while the pipe is open, with the status line
# saying so; a reader at the end follows it; a reader who went back to the top stays there.
# Then --plain writes each settled block once, in order.
fifo="${TMPDIR:-/tmp}/legible-view-check-$$.fifo"
trap '[ -n "$socket" ] && tmux_ kill-server 2>/dev/null || true; rm -f "$fifo"' EXIT

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
    tmux_ -f /dev/null new-session -d -s "$session" -x 60 -y 12 \
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
