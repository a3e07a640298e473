/* Rows' second C program: argv[1] is the mode, argv[2] the input (one word a line).
   Each mode has two bugs of one kind in two places: the input decides which shows. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *dup_str(const char *s) {
    char *p = malloc(strlen(s) + 1);
    strcpy(p, s);
    return p;
}

static void copy_name(char *dst, const char *src) { memcpy(dst, src, strlen(src) + 1); }
static void copy_tag(char *dst, const char *src) { memcpy(dst, src, strlen(src) + 1); }

static char *load_name(const char *s) { return dup_str(s); }
static char *load_tag(const char *s) { return dup_str(s); }

static int extents(int n, int big) {
    int x = INT_MAX - 1;
    if (big) x += 2;
    if (n > 3) x += 2;
    return x;
}

static int get(int *v, int i) { return v[i]; }
static int peek(int *v, int i) { return v[i + 1]; }

int main(int argc, char **argv) {
    FILE *f = fopen(argv[2], "r");
    char line[256];
    int n = 0, name = 0, tag = 0, big = 0;
    while (f && fgets(line, sizeof line, f)) {
        n++;
        if (strstr(line, "name")) name++;
        if (strstr(line, "tag")) tag++;
        if (strstr(line, "big")) big++;
    }
    const char *longer = "a-value-longer-than-eight";
    if (!strcmp(argv[1], "memcpy")) {
        char *heap = malloc(8);
        if (name) copy_name(heap, longer);
        else if (n) copy_tag(heap, longer);
        free(heap);
    } else if (!strcmp(argv[1], "leak")) {
        if (name) load_name("leaked");
        if (tag && !name) load_tag("leaked");
    } else if (!strcmp(argv[1], "ubsan")) {
        printf("%d\n", extents(n, big));
    } else if (!strcmp(argv[1], "valgrind")) {
        int *v = malloc(2 * sizeof(int));
        v[0] = v[1] = 0;
        if (name) printf("%d\n", get(v, 2 + name));
        else if (n) printf("%d\n", peek(v, 1 + n));
        free(v);
    }
    return 0;
}
