/* md4c's HTML renderer as a whole process, for Scripts/whole-process-speed.py: reads the file
 * named last whole, renders it (GitHub's dialect with --github, else CommonMark) and writes the
 * HTML buffered, as md4c's own md2html does. Debian packages the library, not md2html. */
#include <md4c-html.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void write_html(const MD_CHAR *text, MD_SIZE size, void *unused) {
    (void)unused;
    fwrite(text, 1, size, stdout);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    int github = argc > 2 && strcmp(argv[1], "--github") == 0;
    FILE *file = fopen(argv[argc - 1], "rb");
    if (!file) return 1;
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc(size > 0 ? (size_t)size : 1);
    if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) return 1;
    fclose(file);
    static char buffer[1 << 16];
    setvbuf(stdout, buffer, _IOFBF, sizeof buffer);
    return md_html(bytes, (MD_SIZE)size, write_html, NULL, github ? MD_DIALECT_GITHUB : MD_DIALECT_COMMONMARK, 0) ? 1 : 0;
}
