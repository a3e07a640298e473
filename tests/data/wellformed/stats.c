#include <stddef.h>

struct sample {
    const char *name;
    double values[16];
    size_t count;
};

static double sum(const struct sample *s)
{
    double total = 0;
    for (size_t i = 0; i < s->count; i++)
        total += s->values[i];
    return total;
}

static double mean(const struct sample *s)
{
    if (s->count == 0)
        return 0;
    return sum(s) / (double)s->count;
}

static int buckets(const struct sample *s, int width)
{
    int used = 0;
    for (size_t i = 0; i < s->count; i++) {
        int b = (int)s->values[i] / width;
        if (b > used)
            used = b;
    }
    return used + 1;
}

int spread(const struct sample *s)
{
    int total = (int)sum(s);
    int hist[4] = {0};
    hist[buckets(s, 4) > 1] = total;
    return hist[5] + (int)mean(s);
}
