/* Rows' C program (built with sanitizers): argv[1] is the mode, argv[2] the input. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    FILE *f = fopen(argv[2], "r");
    char line[256];
    int n = 0, big = 0;
    while (f && fgets(line, sizeof line, f)) {
        n++;
        if (strstr(line, "big")) big++;
    }
    if (!strcmp(argv[1], "asan")) {
        int *p = malloc(4 * sizeof(int));
        if (big) p[4 + big] = 1;          /* heap-buffer-overflow */
        if (n == 0) { int *q = NULL; *q = 1; }  /* SEGV */
        free(p);
    } else {
        int x = INT_MAX - 1;
        if (big) x += big + 1;           /* signed integer overflow */
        if (n < 2) x = 1 << (31 + n);   /* shift exponent */
        printf("%d\n", x);
    }
    return 0;
}
