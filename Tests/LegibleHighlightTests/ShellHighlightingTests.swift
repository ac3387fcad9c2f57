import LegibleHighlight
import Testing

@Suite("Shell, shell sessions, Dockerfile, Makefile")
struct ShellHighlightingTests {
    @Test("heredoc bodies run to their terminator; <<- allows an indented one; quoted words")
    func heredocs() {
        #expect(highlighted("cat <<-'EOF' > out\n\techo $HOME\n\tEOF\necho ok\n", "sh")
            == "cat str{<<-'EOF'} > out\nstr{\techo $HOME}\nstr{\tEOF}\nid{echo} ok\n")
        #expect(highlighted("cat <<EOF\nEOF is not\nEOF\nls\n", "sh")
            == "cat str{<<EOF}\nstr{EOF is not}\nstr{EOF}\nls\n")
    }

    @Test("command substitution, parameter expansion and arithmetic, inside double quotes too")
    func substitutions() {
        #expect(highlighted("echo \"hi $(date +%s) ${USER:-me}\" $((1 + x))\n", "sh")
            == "id{echo} str{\"hi }kw{$(}date +%skw{)}str{ }esc{${}id{USER}kw{:-}id{me}esc{}}str{\"} kw{$((}num{1} op{+} id{x}kw{))}\n")
        #expect(highlighted("x=$(echo \"$(pwd)\")\n", "sh")
            == "id{x}op{=}kw{$(}id{echo} str{\"}kw{$(}id{pwd}kw{)}str{\"}kw{)}\n")
    }

    @Test("plain words, keywords, built-ins, assignments, comments versus # inside words")
    func words() {
        #expect(highlighted("X=1 ls -la a#b | grep x && exit 0 # done\nif [ -f f ]; then echo y; fi\n", "sh")
            == "id{X}op{=}num{1} ls -la a#b pun{|} grep x op{&&} id{exit} num{0} com{# done}\nkw{if} op{[} -f f op{]}pun{;} kw{then} id{echo} ypun{;} kw{fi}\n")
    }

    @Test("prompts, output, continued commands")
    func sessions() {
        #expect(highlighted("$ cargo run \\\n>   --release\n   Compiling x\n(venv) user@host:~/dir$ echo 'hi'\nhi\n# whoami\n", "console")
            == "pr{$ }cargo run esc{\\}\npr{> }  --release\n   Compiling x\npr{(venv) user@host:~/dir$ }id{echo} str{'hi'}\nhi\npr{# }whoami\n")
    }

    @Test("instructions, shell arguments continued over lines, exec form as JSON")
    func dockerfile() {
        #expect(highlighted("FROM alpine:3 AS build\n# comment\nRUN apk add \\\n    curl && echo $HOME\nCMD [\"run\", \"--x\"]\n", "dockerfile")
            == "kw{FROM} str{alpine:3} kw{AS} str{build}\ncom{# comment}\nkw{RUN} apk add esc{\\}\n    curl op{&&} id{echo} id{$HOME}\nkw{CMD} pun{[}str{\"run\"}pun{,} str{\"--x\"}pun{]}\n")
    }

    @Test("targets, assignments, references, recipes as shell")
    func makefile() {
        #expect(highlighted("CC := gcc\nall: main.o\n\t$(CC) -o $@ main.o # link\n.PHONY: all\n", "makefile")
            == "id{CC} op{:=} id{gcc}\nfn{all}op{:} id{main.o}\n\tkw{$(}CCkw{)} -o id{$@} main.o com{# link}\nkw{.PHONY}op{:} id{all}\n")
    }
}
