extern int printf (const char *, ...);

static char
(safe_unary_minus_func_int8_t_s)(char si )
{
 
  return


    (si==(-128)) ?
    ((si)) :


    -si;
}

static char
(safe_add_func_int8_t_s_s)(char si1, char si2 )
{
 
  return


    (((si1>0) && (si2>0) && (si1 > ((127)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-128)-si2)))) ?
    ((si1)) :


    (si1 + si2);
}

static char
(safe_sub_func_int8_t_s_s)(char si1, char si2 )
{
 
  return


    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(127))))-si2)^si2)) < 0) ?
    ((si1)) :


    (si1 - si2);
}

static char
(safe_mul_func_int8_t_s_s)(char si1, char si2 )
{
 
  return


    (((si1 > 0) && (si2 > 0) && (si1 > ((127) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-128) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-128) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((127) / si1)))) ?
    ((si1)) :


    si1 * si2;
}

static char
(safe_mod_func_int8_t_s_s)(char si1, char si2 )
{
 
  return

    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :

    (si1 % si2);
}

static char
(safe_div_func_int8_t_s_s)(char si1, char si2 )
{
 
  return

    ((si2 == 0) || ((si1 == (-128)) && (si2 == (-1)))) ?
    ((si1)) :

    (si1 / si2);
}

static char
(safe_lshift_func_int8_t_s_s)(char left, int right )
{
 
  return

    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((127) >> ((int)right)))) ?
    ((left)) :

    (left << ((int)right));
}

static char
(safe_lshift_func_int8_t_s_u)(char left, unsigned int right )
{
 
  return

    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((127) >> ((unsigned int)right)))) ?
    ((left)) :

    (left << ((unsigned int)right));
}

static char
(safe_rshift_func_int8_t_s_s)(char left, int right )
{
 
  return

    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :

    (left >> ((int)right));
}

static char
(safe_rshift_func_int8_t_s_u)(char left, unsigned int right )
{
 
  return

    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :

    (left >> ((unsigned int)right));
}



static short
(safe_unary_minus_func_int16_t_s)(short si )
{
 
  return


    (si==(-32767-1)) ?
    ((si)) :


    -si;
}

static short
(safe_add_func_int16_t_s_s)(short si1, short si2 )
{
 
  return


    (((si1>0) && (si2>0) && (si1 > ((32767)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-32767-1)-si2)))) ?
    ((si1)) :


    (si1 + si2);
}

static short
(safe_sub_func_int16_t_s_s)(short si1, short si2 )
{
 
  return


    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(32767))))-si2)^si2)) < 0) ?
    ((si1)) :


    (si1 - si2);
}

static short
(safe_mul_func_int16_t_s_s)(short si1, short si2 )
{
 
  return


    (((si1 > 0) && (si2 > 0) && (si1 > ((32767) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-32767-1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-32767-1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((32767) / si1)))) ?
    ((si1)) :


    si1 * si2;
}

static short
(safe_mod_func_int16_t_s_s)(short si1, short si2 )
{
 
  return

    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :

    (si1 % si2);
}

static short
(safe_div_func_int16_t_s_s)(short si1, short si2 )
{
 
  return

    ((si2 == 0) || ((si1 == (-32767-1)) && (si2 == (-1)))) ?
    ((si1)) :

    (si1 / si2);
}

static short
(safe_lshift_func_int16_t_s_s)(short left, int right )
{
 
  return

    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((32767) >> ((int)right)))) ?
    ((left)) :

    (left << ((int)right));
}

static short
(safe_lshift_func_int16_t_s_u)(short left, unsigned int right )
{
 
  return

    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((32767) >> ((unsigned int)right)))) ?
    ((left)) :

    (left << ((unsigned int)right));
}

static short
(safe_rshift_func_int16_t_s_s)(short left, int right )
{
 
  return

    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :

    (left >> ((int)right));
}

static short
(safe_rshift_func_int16_t_s_u)(short left, unsigned int right )
{
 
  return

    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :

    (left >> ((unsigned int)right));
}



static int
(safe_unary_minus_func_int32_t_s)(int si )
{
 
  return


    (si==(-2147483647-1)) ?
    ((si)) :


    -si;
}

static int
(safe_add_func_int32_t_s_s)(int si1, int si2 )
{
 
  return


    (((si1>0) && (si2>0) && (si1 > ((2147483647)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-2147483647-1)-si2)))) ?
    ((si1)) :


    (si1 + si2);
}

static int
(safe_sub_func_int32_t_s_s)(int si1, int si2 )
{
 
  return


    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(2147483647))))-si2)^si2)) < 0) ?
    ((si1)) :


    (si1 - si2);
}

static int
(safe_mul_func_int32_t_s_s)(int si1, int si2 )
{
 
  return


    (((si1 > 0) && (si2 > 0) && (si1 > ((2147483647) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-2147483647-1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-2147483647-1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((2147483647) / si1)))) ?
    ((si1)) :


    si1 * si2;
}

static int
(safe_mod_func_int32_t_s_s)(int si1, int si2 )
{
 
  return

    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :

    (si1 % si2);
}

static int
(safe_div_func_int32_t_s_s)(int si1, int si2 )
{
 
  return

    ((si2 == 0) || ((si1 == (-2147483647-1)) && (si2 == (-1)))) ?
    ((si1)) :

    (si1 / si2);
}

static int
(safe_lshift_func_int32_t_s_s)(int left, int right )
{
 
  return

    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((2147483647) >> ((int)right)))) ?
    ((left)) :

    (left << ((int)right));
}

static int
(safe_lshift_func_int32_t_s_u)(int left, unsigned int right )
{
 
  return

    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((2147483647) >> ((unsigned int)right)))) ?
    ((left)) :

    (left << ((unsigned int)right));
}

static int
(safe_rshift_func_int32_t_s_s)(int left, int right )
{
 
  return

    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :

    (left >> ((int)right));
}

static int
(safe_rshift_func_int32_t_s_u)(int left, unsigned int right )
{
 
  return

    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :

    (left >> ((unsigned int)right));
}




static long long
(safe_unary_minus_func_int64_t_s)(long long si )
{
 
  return


    (si==(-(9223372036854775807LL)-1)) ?
    ((si)) :


    -si;
}

static long long
(safe_add_func_int64_t_s_s)(long long si1, long long si2 )
{
 
  return


    (((si1>0) && (si2>0) && (si1 > ((9223372036854775807LL)-si2))) || ((si1<0) && (si2<0) && (si1 < ((-(9223372036854775807LL)-1)-si2)))) ?
    ((si1)) :


    (si1 + si2);
}

static long long
(safe_sub_func_int64_t_s_s)(long long si1, long long si2 )
{
 
  return


    (((si1^si2) & (((si1 ^ ((si1^si2) & (~(9223372036854775807LL))))-si2)^si2)) < 0) ?
    ((si1)) :


    (si1 - si2);
}

static long long
(safe_mul_func_int64_t_s_s)(long long si1, long long si2 )
{
 
  return


    (((si1 > 0) && (si2 > 0) && (si1 > ((9223372036854775807LL) / si2))) || ((si1 > 0) && (si2 <= 0) && (si2 < ((-(9223372036854775807LL)-1) / si1))) || ((si1 <= 0) && (si2 > 0) && (si1 < ((-(9223372036854775807LL)-1) / si2))) || ((si1 <= 0) && (si2 <= 0) && (si1 != 0) && (si2 < ((9223372036854775807LL) / si1)))) ?
    ((si1)) :


    si1 * si2;
}

static long long
(safe_mod_func_int64_t_s_s)(long long si1, long long si2 )
{
 
  return

    ((si2 == 0) || ((si1 == (-(9223372036854775807LL)-1)) && (si2 == (-1)))) ?
    ((si1)) :

    (si1 % si2);
}

static long long
(safe_div_func_int64_t_s_s)(long long si1, long long si2 )
{
 
  return

    ((si2 == 0) || ((si1 == (-(9223372036854775807LL)-1)) && (si2 == (-1)))) ?
    ((si1)) :

    (si1 / si2);
}

static long long
(safe_lshift_func_int64_t_s_s)(long long left, int right )
{
 
  return

    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32) || (left > ((9223372036854775807LL) >> ((int)right)))) ?
    ((left)) :

    (left << ((int)right));
}

static long long
(safe_lshift_func_int64_t_s_u)(long long left, unsigned int right )
{
 
  return

    ((left < 0) || (((unsigned int)right) >= 32) || (left > ((9223372036854775807LL) >> ((unsigned int)right)))) ?
    ((left)) :

    (left << ((unsigned int)right));
}

static long long
(safe_rshift_func_int64_t_s_s)(long long left, int right )
{
 
  return

    ((left < 0) || (((int)right) < 0) || (((int)right) >= 32))?
    ((left)) :

    (left >> ((int)right));
}

static long long
(safe_rshift_func_int64_t_s_u)(long long left, unsigned int right )
{
 
  return

    ((left < 0) || (((unsigned int)right) >= 32)) ?
    ((left)) :

    (left >> ((unsigned int)right));
}







static unsigned char
(safe_unary_minus_func_uint8_t_u)(unsigned char ui )
{
 
  return -ui;
}

static unsigned char
(safe_add_func_uint8_t_u_u)(unsigned char ui1, unsigned char ui2 )
{
 
  return ui1 + ui2;
}

static unsigned char
(safe_sub_func_uint8_t_u_u)(unsigned char ui1, unsigned char ui2 )
{
 
  return ui1 - ui2;
}

static unsigned char
(safe_mul_func_uint8_t_u_u)(unsigned char ui1, unsigned char ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}

static unsigned char
(safe_mod_func_uint8_t_u_u)(unsigned char ui1, unsigned char ui2 )
{
 
  return

    (ui2 == 0) ?
    ((ui1)) :

    (ui1 % ui2);
}

static unsigned char
(safe_div_func_uint8_t_u_u)(unsigned char ui1, unsigned char ui2 )
{
 
  return

    (ui2 == 0) ?
    ((ui1)) :

    (ui1 / ui2);
}

static unsigned char
(safe_lshift_func_uint8_t_u_s)(unsigned char left, int right )
{
 
  return

    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((255) >> ((int)right)))) ?
    ((left)) :

    (left << ((int)right));
}

static unsigned char
(safe_lshift_func_uint8_t_u_u)(unsigned char left, unsigned int right )
{
 
  return

    ((((unsigned int)right) >= 32) || (left > ((255) >> ((unsigned int)right)))) ?
    ((left)) :

    (left << ((unsigned int)right));
}

static unsigned char
(safe_rshift_func_uint8_t_u_s)(unsigned char left, int right )
{
 
  return

    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :

    (left >> ((int)right));
}

static unsigned char
(safe_rshift_func_uint8_t_u_u)(unsigned char left, unsigned int right )
{
 
  return

    (((unsigned int)right) >= 32) ?
    ((left)) :

    (left >> ((unsigned int)right));
}



static unsigned short
(safe_unary_minus_func_uint16_t_u)(unsigned short ui )
{
 
  return -ui;
}

static unsigned short
(safe_add_func_uint16_t_u_u)(unsigned short ui1, unsigned short ui2 )
{
 
  return ui1 + ui2;
}

static unsigned short
(safe_sub_func_uint16_t_u_u)(unsigned short ui1, unsigned short ui2 )
{
 
  return ui1 - ui2;
}

static unsigned short
(safe_mul_func_uint16_t_u_u)(unsigned short ui1, unsigned short ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}

static unsigned short
(safe_mod_func_uint16_t_u_u)(unsigned short ui1, unsigned short ui2 )
{
 
  return

    (ui2 == 0) ?
    ((ui1)) :

    (ui1 % ui2);
}

static unsigned short
(safe_div_func_uint16_t_u_u)(unsigned short ui1, unsigned short ui2 )
{
 
  return

    (ui2 == 0) ?
    ((ui1)) :

    (ui1 / ui2);
}

static unsigned short
(safe_lshift_func_uint16_t_u_s)(unsigned short left, int right )
{
 
  return

    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((65535) >> ((int)right)))) ?
    ((left)) :

    (left << ((int)right));
}

static unsigned short
(safe_lshift_func_uint16_t_u_u)(unsigned short left, unsigned int right )
{
 
  return

    ((((unsigned int)right) >= 32) || (left > ((65535) >> ((unsigned int)right)))) ?
    ((left)) :

    (left << ((unsigned int)right));
}

static unsigned short
(safe_rshift_func_uint16_t_u_s)(unsigned short left, int right )
{
 
  return

    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :

    (left >> ((int)right));
}

static unsigned short
(safe_rshift_func_uint16_t_u_u)(unsigned short left, unsigned int right )
{
 
  return

    (((unsigned int)right) >= 32) ?
    ((left)) :

    (left >> ((unsigned int)right));
}



static unsigned
(safe_unary_minus_func_uint32_t_u)(unsigned ui )
{
 
  return -ui;
}

static unsigned
(safe_add_func_uint32_t_u_u)(unsigned ui1, unsigned ui2 )
{
 
  return ui1 + ui2;
}

static unsigned
(safe_sub_func_uint32_t_u_u)(unsigned ui1, unsigned ui2 )
{
 
  return ui1 - ui2;
}

static unsigned
(safe_mul_func_uint32_t_u_u)(unsigned ui1, unsigned ui2 )
{
 
  return ((unsigned int)ui1) * ((unsigned int)ui2);
}

static unsigned
(safe_mod_func_uint32_t_u_u)(unsigned ui1, unsigned ui2 )
{
 
  return

    (ui2 == 0) ?
    ((ui1)) :

    (ui1 % ui2);
}

static unsigned
(safe_div_func_uint32_t_u_u)(unsigned ui1, unsigned ui2 )
{
 
  return

    (ui2 == 0) ?
    ((ui1)) :

    (ui1 / ui2);
}

static unsigned
(safe_lshift_func_uint32_t_u_s)(unsigned left, int right )
{
 
  return

    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((4294967295U) >> ((int)right)))) ?
    ((left)) :

    (left << ((int)right));
}

static unsigned
(safe_lshift_func_uint32_t_u_u)(unsigned left, unsigned int right )
{
 
  return

    ((((unsigned int)right) >= 32) || (left > ((4294967295U) >> ((unsigned int)right)))) ?
    ((left)) :

    (left << ((unsigned int)right));
}

static unsigned
(safe_rshift_func_uint32_t_u_s)(unsigned left, int right )
{
 
  return

    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :

    (left >> ((int)right));
}

static unsigned
(safe_rshift_func_uint32_t_u_u)(unsigned left, unsigned int right )
{
 
  return

    (((unsigned int)right) >= 32) ?
    ((left)) :

    (left >> ((unsigned int)right));
}




static unsigned long long
(safe_unary_minus_func_uint64_t_u)(unsigned long long ui )
{
 
  return -ui;
}

static unsigned long long
(safe_add_func_uint64_t_u_u)(unsigned long long ui1, unsigned long long ui2 )
{
 
  return ui1 + ui2;
}

static unsigned long long
(safe_sub_func_uint64_t_u_u)(unsigned long long ui1, unsigned long long ui2 )
{
 
  return ui1 - ui2;
}

static unsigned long long
(safe_mul_func_uint64_t_u_u)(unsigned long long ui1, unsigned long long ui2 )
{
 
  return ((unsigned long long int)ui1) * ((unsigned long long int)ui2);
}

static unsigned long long
(safe_mod_func_uint64_t_u_u)(unsigned long long ui1, unsigned long long ui2 )
{
 
  return

    (ui2 == 0) ?
    ((ui1)) :

    (ui1 % ui2);
}

static unsigned long long
(safe_div_func_uint64_t_u_u)(unsigned long long ui1, unsigned long long ui2 )
{
 
  return

    (ui2 == 0) ?
    ((ui1)) :

    (ui1 / ui2);
}

static unsigned long long
(safe_lshift_func_uint64_t_u_s)(unsigned long long left, int right )
{
 
  return

    ((((int)right) < 0) || (((int)right) >= 32) || (left > ((18446744073709551615ULL) >> ((int)right)))) ?
    ((left)) :

    (left << ((int)right));
}

static unsigned long long
(safe_lshift_func_uint64_t_u_u)(unsigned long long left, unsigned int right )
{
 
  return

    ((((unsigned int)right) >= 32) || (left > ((18446744073709551615ULL) >> ((unsigned int)right)))) ?
    ((left)) :

    (left << ((unsigned int)right));
}

static unsigned long long
(safe_rshift_func_uint64_t_u_s)(unsigned long long left, int right )
{
 
  return

    ((((int)right) < 0) || (((int)right) >= 32)) ?
    ((left)) :

    (left >> ((int)right));
}

static unsigned long long
(safe_rshift_func_uint64_t_u_u)(unsigned long long left, unsigned int right )
{
 
  return

    (((unsigned int)right) >= 32) ?
    ((left)) :

    (left >> ((unsigned int)right));
}

static inline void platform_main_begin(void)
{
}

static inline void crc32_gentab (void)
{
}



int crc32_context;

extern int strcmp (const char *, const char *);


static inline void
transparent_crc (unsigned val, char* vname, int flag)
{
  if (flag) printf ("%s %d\n", vname, val);
  crc32_context += val;
}

static inline void
platform_main_end (int x, int flag)
{
  if (!flag) printf ("checksum = %x\n", x);
}


static long __undefined;


struct S0 {
   int f0;
   const unsigned long long f1;
   const unsigned f2;
   unsigned f3;
   unsigned short f4;
   const int f5;
   volatile long long f6;
   volatile unsigned f7;
   unsigned f8 : 17;
   int f9;
};


static unsigned g_10[9] = {0UL, 0UL, 0x42B48371L, 0UL, 0UL, 0x42B48371L, 0UL, 0UL, 0x42B48371L};
static volatile int g_12 = 6L;
static volatile int * const volatile g_11[6][1] = {{&g_12}, {&g_12}, {&g_12}, {&g_12}, {&g_12}, {&g_12}};
static int g_14 = (-9L);
static short g_18 = (-3L);
static short g_20 = 9L;
static unsigned g_33 = 0x88CDF2ABL;
static unsigned g_70 = 3UL;
static unsigned char g_75 = 0xFCL;
static const unsigned g_89 = 0x2C224CEDL;
static volatile unsigned * volatile *g_90 = (void*)0;
static long long g_91 = 0L;
static unsigned long long g_94[10] = {0x2ACE07D3F149C99CLL, 0x2ACE07D3F149C99CLL, 0x2ACE07D3F149C99CLL, 0x2ACE07D3F149C99CLL, 0x2ACE07D3F149C99CLL, 0x2ACE07D3F149C99CLL, 0x2ACE07D3F149C99CLL, 0x2ACE07D3F149C99CLL, 0x2ACE07D3F149C99CLL, 0x2ACE07D3F149C99CLL};
static int g_98 = 1L;
static unsigned g_102 = 4294967291UL;
static long long g_112 = 0L;
static int g_116 = 0xC8613E18L;
static unsigned g_117 = 0x36808710L;
static unsigned g_121 = 4294967295UL;
static int g_137 = 0x346DDCF8L;
static unsigned long long g_140 = 18446744073709551611UL;
static unsigned long long g_156 = 18446744073709551608UL;
static int *g_159 = &g_116;
static unsigned short g_193 = 4UL;
static unsigned long long g_209 = 0xFF1E6A96E86D8666LL;
static long long g_229 = 0xACA71B24F34597DCLL;
static unsigned short g_237 = 0UL;
static char g_261[5] = {0L, 0L, 0L, 0L, 0L};
static char g_272[7] = {0x0DL, 0x0DL, 0x3DL, 0x0DL, 0x0DL, 0x3DL, 0x0DL};
static unsigned char g_317 = 255UL;
static unsigned g_329 = 0UL;
static unsigned g_335[5][7][7] = {{{0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}}, {{0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}}, {{0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}}, {{0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}}, {{0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}, {0UL, 0UL, 1UL, 9UL, 0UL, 8UL, 0x43CE5097L}}};
static unsigned *g_358 = &g_329;
static unsigned **g_357[10][5][5] = {{{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}, {{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}, {{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}, {{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}, {{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}, {{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}, {{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}, {{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}, {{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}, {{(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}, {(void*)0, (void*)0, &g_358, (void*)0, &g_358}}};
static const unsigned *g_364[8][2][9] = {{{(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}, {(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}}, {{(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}, {(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}}, {{(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}, {(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}}, {{(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}, {(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}}, {{(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}, {(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}}, {{(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}, {(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}}, {{(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}, {(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}}, {{(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}, {(void*)0, &g_329, (void*)0, &g_89, &g_89, &g_335[3][1][0], &g_329, &g_335[4][4][4], &g_335[3][1][0]}}};
static const unsigned **g_363 = &g_364[0][0][1];
static const unsigned ** const *g_362[3] = {&g_363, &g_363, &g_363};
static const unsigned ** const g_367 = (void*)0;
static const unsigned ** const *g_366 = &g_367;
static struct S0 g_372 = {0x85371FA3L,0xB0C445DB1F9F6BFALL,18446744073709551606UL,4294967295UL,0x2E45L,-6L,-8L,1UL,170,0x1BB5C942L};
static struct S0 g_373 = {-8L,0xB609271A811A6040LL,18446744073709551615UL,0x506761DBL,1UL,0x297E4177L,-10L,0UL,302,0x6248DD52L};
static struct S0 g_374 = {0xAD2B1335L,18446744073709551612UL,0UL,0x73507AE0L,0x62B4L,0xB8C9EB1BL,0xE8AFEDD31E41F754LL,18446744073709551608UL,316,7L};
static struct S0 g_375 = {-2L,1UL,1UL,0xB8B0C2FFL,4UL,0xCD2F3632L,0x02CFCB363515B0F2LL,0x9D8CCFA6L,293,0x5A7C1E20L};
static struct S0 g_376 = {1L,0xDB74E478115E5B6BLL,0xB1ACB79CL,0xD0A982E3L,0UL,0x1ABCA9E5L,0x70DE612A070A53DDLL,0x22E6C3A0L,134,0xA0C2CFD8L};
static struct S0 g_377 = {0x76A64C93L,0xB7ED02BA2B4AFA02LL,3UL,3UL,0UL,1L,0xA9F53E884B2BF600LL,18446744073709551609UL,161,-1L};
static struct S0 g_378 = {0x6852C497L,18446744073709551609UL,0xD270D92EL,0xE452E5C8L,0x8877L,0L,0xF4A1E99C80B20544LL,0xDCBC4FCCL,41,9L};
static struct S0 g_379 = {1L,0UL,0x0164ACF0L,0xC391DA64L,9UL,0x67A6B4E1L,0xA36F3D0493B65077LL,0x6C75F7A7L,23,0x5ED15D58L};
static struct S0 g_380 = {-1L,0x6BBF8BFF30CF999ELL,0x32D1B4F1L,0x7F9B802AL,9UL,0x96F63ACAL,0x3B12C97C01B55BE6LL,0x5786D4CBL,204,0L};
static struct S0 g_381 = {0xBECA5AEEL,18446744073709551615UL,0x261936C9L,0x2CFC59EDL,65534UL,0L,-2L,0x08A41FB5L,34,0L};
static struct S0 g_382 = {-4L,0xCD6CC3408FF6EEE8LL,1UL,9UL,0xA582L,1L,-9L,0UL,122,0x48AFA09FL};
static struct S0 g_383 = {0xB61872BCL,1UL,1UL,0xC5AB65DBL,8UL,0x07E78FE0L,-1L,0x2236AA9CL,177,0xBEE0CA48L};
static struct S0 g_384 = {0xC4DDF6A9L,0xD4DF6690EF1B2614LL,1UL,0x40CD41C9L,0UL,0L,0x2098EF1BAC67C908LL,0xD83E6EB0L,175,0xF6C108B4L};
static struct S0 g_385 = {1L,0xE477E6F25DCC32BCLL,0xD8947DD0L,6UL,0xDB03L,0xDD35ECE6L,0xE690E65BC3FD210DLL,1UL,117,0x9260D381L};
static struct S0 g_386 = {0x778E73A4L,0xAA4DC28CC5898F53LL,0xB5ECB837L,2UL,0x5078L,0x4E99E3B8L,0x23D4417AD1F93E2FLL,0x1A40780AL,232,1L};
static struct S0 g_387 = {1L,0xE61AF882FCCFDA2BLL,0x22744744L,4294967295UL,0x9E1CL,6L,0L,0x40B0963FL,39,1L};
static struct S0 g_388 = {7L,9UL,0xDBFDDC73L,0x1E66309EL,0x394CL,0x77A07A23L,-1L,18446744073709551608UL,100,9L};
static struct S0 g_389 = {-6L,0xA07A7B428732083ALL,0xAD0565B0L,0xAB34724CL,0x38D6L,-3L,0x57526D6E529CC8C2LL,18446744073709551611UL,219,0xA61720AAL};
static struct S0 g_390 = {0L,0xD9B51CB93A08310ELL,1UL,0xF4EE6EE5L,1UL,0x051B36B2L,0xD34F5B111E0D66F1LL,0xD85A1D1BL,309,0xED41A894L};
static struct S0 g_391 = {0x3DF3510CL,0UL,0xE0294ABEL,0x2DAD57D1L,0x8479L,-5L,1L,18446744073709551611UL,250,0x8AE3CA7AL};
static struct S0 g_392 = {4L,0x05BCFAF82755D5F7LL,1UL,0xCA4F2E78L,65535UL,0L,0xD9E5B19911D77B6DLL,18446744073709551615UL,233,0x0FEB4505L};
static struct S0 g_393 = {0L,0x41835A254498AD12LL,0x4F215CE0L,0x69560D00L,65535UL,-7L,0L,0x2BDEA780L,75,3L};
static struct S0 g_394[9] = {{0x6EBD1448L,0x4F431C29B3BE91D5LL,0x44E20458L,5UL,0xB21BL,-7L,-4L,0x6C550F16L,48,0xC694546AL}, {1L,0UL,0xC965924FL,0x6C644FDAL,0x93FFL,0xE82F3FEDL,0L,0x6E84EF8BL,164,5L}, {0x6EBD1448L,0x4F431C29B3BE91D5LL,0x44E20458L,5UL,0xB21BL,-7L,-4L,0x6C550F16L,48,0xC694546AL}, {1L,0UL,0xC965924FL,0x6C644FDAL,0x93FFL,0xE82F3FEDL,0L,0x6E84EF8BL,164,5L}, {0x6EBD1448L,0x4F431C29B3BE91D5LL,0x44E20458L,5UL,0xB21BL,-7L,-4L,0x6C550F16L,48,0xC694546AL}, {1L,0UL,0xC965924FL,0x6C644FDAL,0x93FFL,0xE82F3FEDL,0L,0x6E84EF8BL,164,5L}, {0x6EBD1448L,0x4F431C29B3BE91D5LL,0x44E20458L,5UL,0xB21BL,-7L,-4L,0x6C550F16L,48,0xC694546AL}, {1L,0UL,0xC965924FL,0x6C644FDAL,0x93FFL,0xE82F3FEDL,0L,0x6E84EF8BL,164,5L}, {0x6EBD1448L,0x4F431C29B3BE91D5LL,0x44E20458L,5UL,0xB21BL,-7L,-4L,0x6C550F16L,48,0xC694546AL}};
static struct S0 g_395 = {9L,18446744073709551608UL,0x93F3C37FL,0xB4112D74L,1UL,-1L,1L,0x8237286BL,216,1L};
static struct S0 g_396 = {0L,18446744073709551614UL,18446744073709551611UL,0x7593F320L,0xE3C4L,0x2D4E8DBBL,0L,0xFC84AFA1L,69,-9L};
static struct S0 g_397 = {8L,0x79CABB5229EB7519LL,1UL,4294967295UL,1UL,0x15B6FF4AL,0xD87DEB21495E4861LL,18446744073709551614UL,277,0x1A80EEFBL};
static struct S0 g_398 = {-2L,0x07879FD1A2B5D0BELL,0x2599E311L,4294967295UL,1UL,-1L,0x09663EDE295C5798LL,0x5F5319D9L,255,-3L};
static struct S0 g_399 = {-4L,0xBEE3FA67C5429EB6LL,1UL,0xA3E8CD9CL,1UL,-4L,0xC9139251144EA5EALL,0xDB945C73L,150,-2L};
static struct S0 g_400[6] = {{0xCA7B0420L,0x984F1DCD4565DFAALL,1UL,4294967286UL,0x71A7L,-2L,0x0C73C10BF9DD21BDLL,0xDCFC4E18L,156,-7L}, {0L,1UL,0xF8942DD2L,4294967293UL,65530UL,0x9070BE4FL,0x91E0087D488F8EF0LL,18446744073709551614UL,3,0x13B9A409L}, {0xCA7B0420L,0x984F1DCD4565DFAALL,1UL,4294967286UL,0x71A7L,-2L,0x0C73C10BF9DD21BDLL,0xDCFC4E18L,156,-7L}, {0L,1UL,0xF8942DD2L,4294967293UL,65530UL,0x9070BE4FL,0x91E0087D488F8EF0LL,18446744073709551614UL,3,0x13B9A409L}, {0xCA7B0420L,0x984F1DCD4565DFAALL,1UL,4294967286UL,0x71A7L,-2L,0x0C73C10BF9DD21BDLL,0xDCFC4E18L,156,-7L}, {0L,1UL,0xF8942DD2L,4294967293UL,65530UL,0x9070BE4FL,0x91E0087D488F8EF0LL,18446744073709551614UL,3,0x13B9A409L}};
static struct S0 g_401 = {1L,9UL,0xF98DF71BL,0x4C68201AL,0xD81DL,0x2C3C3448L,-1L,0x67864B7AL,23,0xBBC4BE58L};
static struct S0 g_402 = {-1L,0xCCB5B1CF8D9BAC5DLL,0x7E793F12L,0xF9B7A42BL,0x28C0L,0x4D55598FL,0L,0x15F31704L,57,0xEBC221F6L};
static struct S0 g_403[2][3] = {{{0xA1B8BC19L,0x95229BD1876565A8LL,0x5E03390AL,0xFE8DCF1EL,3UL,0xDC2C323AL,1L,0x1BE60AB6L,284,7L}, {0xA1B8BC19L,0x95229BD1876565A8LL,0x5E03390AL,0xFE8DCF1EL,3UL,0xDC2C323AL,1L,0x1BE60AB6L,284,7L}, {0xD4D038C0L,0x4E7A549F0C98A87CLL,18446744073709551612UL,0xDB924B90L,0UL,0xB57014F9L,8L,0x0B17A883L,242,0x29E77893L}}, {{0xA1B8BC19L,0x95229BD1876565A8LL,0x5E03390AL,0xFE8DCF1EL,3UL,0xDC2C323AL,1L,0x1BE60AB6L,284,7L}, {0xA1B8BC19L,0x95229BD1876565A8LL,0x5E03390AL,0xFE8DCF1EL,3UL,0xDC2C323AL,1L,0x1BE60AB6L,284,7L}, {0xD4D038C0L,0x4E7A549F0C98A87CLL,18446744073709551612UL,0xDB924B90L,0UL,0xB57014F9L,8L,0x0B17A883L,242,0x29E77893L}}};
static struct S0 g_404 = {0xC41B56ABL,0x3B21F9E79A509C77LL,0x2C4FCC78L,8UL,0xE73FL,0x45ED3176L,-8L,18446744073709551615UL,213,0x239E3E90L};
static struct S0 g_405 = {9L,0x64173A46A3ABB376LL,0x073AF742L,0x0DC1FB2AL,65530UL,7L,0x1142506CC21D054ELL,0x4FB3AE41L,338,-1L};
static struct S0 g_406 = {0xE968C332L,1UL,0xB57DC0F4L,2UL,4UL,-5L,-5L,3UL,160,-3L};
static struct S0 g_407 = {8L,0x504E1EFC5A2E17A7LL,0x60DBC227L,0xCF9139DCL,0x50C1L,0x0376F5BCL,0x339C5A72799BA1C6LL,0x7F81CF00L,92,0x9A37C5FCL};
static struct S0 g_408 = {0x544ED3F6L,0UL,0UL,0x7F303163L,65526UL,0x5F25FBE4L,-8L,18446744073709551611UL,191,0x3E7F6661L};
static struct S0 g_409 = {0x25091E75L,0xC11C4FAA71ADCBBDLL,0x8697BA74L,0UL,0UL,0x814FAB29L,-5L,0xDDB3EEA5L,61,-10L};
static struct S0 g_410 = {-8L,0xDFCBCE4011C5F217LL,0UL,1UL,1UL,8L,0xCC6BE95473A0A9F0LL,0xDAB6FA22L,185,0xB2929325L};
static struct S0 g_411 = {6L,1UL,0x67FC6D45L,0xAFDA2FBAL,65535UL,0x55351421L,0xE7959B58C386796DLL,0UL,285,8L};
static struct S0 g_412 = {6L,18446744073709551615UL,0xD7666A72L,3UL,0xC5CEL,-7L,0L,0x2A5E8C1BL,111,1L};
static struct S0 g_413 = {0x2EF558F5L,18446744073709551614UL,18446744073709551615UL,4294967295UL,65534UL,0x9D4602FFL,7L,18446744073709551615UL,207,1L};
static struct S0 g_414[1][5][8] = {{{{3L,0x9DD0A896501A42E7LL,0x7244620EL,4294967286UL,0UL,0xE5B3549FL,-1L,0x8F6BD39FL,335,0x7BAA7F9FL}, {1L,1UL,4UL,0UL,0x702FL,0xEB558470L,1L,0xAA977918L,259,0xBFA97136L}, {0xDB4AF2EDL,0UL,0xAB2DEBEFL,2UL,0x57CDL,0xB6C21440L,0xD3CCC2EEFBC2B218LL,0x1CBB3539L,35,-6L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {0x2C2775C3L,0x7FD97C70FB87AF63LL,18446744073709551606UL,4294967295UL,0x0CB5L,0xB2A84B35L,-1L,2UL,46,0x19BFB4BDL}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}}, {{3L,0x9DD0A896501A42E7LL,0x7244620EL,4294967286UL,0UL,0xE5B3549FL,-1L,0x8F6BD39FL,335,0x7BAA7F9FL}, {1L,1UL,4UL,0UL,0x702FL,0xEB558470L,1L,0xAA977918L,259,0xBFA97136L}, {0xDB4AF2EDL,0UL,0xAB2DEBEFL,2UL,0x57CDL,0xB6C21440L,0xD3CCC2EEFBC2B218LL,0x1CBB3539L,35,-6L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {0x2C2775C3L,0x7FD97C70FB87AF63LL,18446744073709551606UL,4294967295UL,0x0CB5L,0xB2A84B35L,-1L,2UL,46,0x19BFB4BDL}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}}, {{3L,0x9DD0A896501A42E7LL,0x7244620EL,4294967286UL,0UL,0xE5B3549FL,-1L,0x8F6BD39FL,335,0x7BAA7F9FL}, {1L,1UL,4UL,0UL,0x702FL,0xEB558470L,1L,0xAA977918L,259,0xBFA97136L}, {0xDB4AF2EDL,0UL,0xAB2DEBEFL,2UL,0x57CDL,0xB6C21440L,0xD3CCC2EEFBC2B218LL,0x1CBB3539L,35,-6L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {0x2C2775C3L,0x7FD97C70FB87AF63LL,18446744073709551606UL,4294967295UL,0x0CB5L,0xB2A84B35L,-1L,2UL,46,0x19BFB4BDL}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}}, {{3L,0x9DD0A896501A42E7LL,0x7244620EL,4294967286UL,0UL,0xE5B3549FL,-1L,0x8F6BD39FL,335,0x7BAA7F9FL}, {1L,1UL,4UL,0UL,0x702FL,0xEB558470L,1L,0xAA977918L,259,0xBFA97136L}, {0xDB4AF2EDL,0UL,0xAB2DEBEFL,2UL,0x57CDL,0xB6C21440L,0xD3CCC2EEFBC2B218LL,0x1CBB3539L,35,-6L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {0x2C2775C3L,0x7FD97C70FB87AF63LL,18446744073709551606UL,4294967295UL,0x0CB5L,0xB2A84B35L,-1L,2UL,46,0x19BFB4BDL}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}}, {{3L,0x9DD0A896501A42E7LL,0x7244620EL,4294967286UL,0UL,0xE5B3549FL,-1L,0x8F6BD39FL,335,0x7BAA7F9FL}, {1L,1UL,4UL,0UL,0x702FL,0xEB558470L,1L,0xAA977918L,259,0xBFA97136L}, {0xDB4AF2EDL,0UL,0xAB2DEBEFL,2UL,0x57CDL,0xB6C21440L,0xD3CCC2EEFBC2B218LL,0x1CBB3539L,35,-6L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {0x2C2775C3L,0x7FD97C70FB87AF63LL,18446744073709551606UL,4294967295UL,0x0CB5L,0xB2A84B35L,-1L,2UL,46,0x19BFB4BDL}, {0x1A4A350EL,0xDEC481593394B5E2LL,0x10F8B55FL,0xB3821923L,0xF9E3L,-2L,0L,18446744073709551613UL,293,0L}, {-1L,0x07526DB002E705A2LL,0UL,0x2E1A27CBL,0x76DFL,0L,1L,1UL,260,0x0989D237L}}}};
static struct S0 g_415 = {-1L,18446744073709551611UL,18446744073709551607UL,0x55FB412FL,65534UL,0x27121611L,3L,0x2F2E0A10L,273,0x5D140117L};
static struct S0 g_416 = {0x5C95AAA5L,0x7CDF27FB51DFA588LL,0xEA545FFDL,0xD7374AEFL,0x3D2CL,1L,0x378D74DEBC5DFC97LL,0x6F6827F0L,5,0x5F46B510L};
static struct S0 g_417[9] = {{-3L,18446744073709551606UL,1UL,0x5938989CL,4UL,0x0A3AB3B1L,0L,0xC5875928L,13,-1L}, {-3L,18446744073709551606UL,1UL,0x5938989CL,4UL,0x0A3AB3B1L,0L,0xC5875928L,13,-1L}, {-1L,1UL,0xCC61AE91L,4294967295UL,65535UL,1L,0x9D1A7B984340749ALL,0xD4B132E9L,156,-2L}, {-3L,18446744073709551606UL,1UL,0x5938989CL,4UL,0x0A3AB3B1L,0L,0xC5875928L,13,-1L}, {-3L,18446744073709551606UL,1UL,0x5938989CL,4UL,0x0A3AB3B1L,0L,0xC5875928L,13,-1L}, {-1L,1UL,0xCC61AE91L,4294967295UL,65535UL,1L,0x9D1A7B984340749ALL,0xD4B132E9L,156,-2L}, {-3L,18446744073709551606UL,1UL,0x5938989CL,4UL,0x0A3AB3B1L,0L,0xC5875928L,13,-1L}, {-3L,18446744073709551606UL,1UL,0x5938989CL,4UL,0x0A3AB3B1L,0L,0xC5875928L,13,-1L}, {-1L,1UL,0xCC61AE91L,4294967295UL,65535UL,1L,0x9D1A7B984340749ALL,0xD4B132E9L,156,-2L}};
static struct S0 g_418[4][7][9] = {{{{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}}, {{{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}}, {{{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}}, {{{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}, {{1L,0UL,1UL,0x595B7D24L,5UL,0L,0L,0UL,146,-9L}, {0L,18446744073709551612UL,18446744073709551612UL,0x20C26333L,65533UL,0x586CD8A3L,1L,0x5D7A3EF6L,234,1L}, {2L,0xB20689F6E370B90ALL,0xF9BE5869L,0xF57DD1D7L,65535UL,1L,2L,1UL,287,0xE972DD78L}, {0x808811F2L,18446744073709551615UL,18446744073709551615UL,0x65A37D19L,0UL,0x3D880A68L,0xCEB02AE673D0F025LL,0xFB52FA01L,186,-5L}, {0L,0xB8627D01C3234183LL,0xC2F71C2DL,0x8BF59D9AL,0x047AL,8L,0L,18446744073709551607UL,157,0x1CA79965L}, {-1L,0x246D72C898304751LL,0UL,0UL,65535UL,-1L,0xF4CB1F952A33EBFFLL,0x0B50D3C7L,320,1L}, {0L,0xCB2F1A7ED431FDD6LL,18446744073709551612UL,0xA4A60850L,0xC1F6L,1L,0x20784F187C4224D6LL,18446744073709551609UL,233,6L}, {0x68F6BE13L,0x1E6A13A70B73EDD7LL,0xFA289992L,0x79C239F7L,0UL,0xA1844C90L,0xF2D82F553D3C6989LL,0x4AD36CE3L,135,4L}, {0x9D33B920L,18446744073709551615UL,0UL,0x09A62D91L,1UL,0xA573DA47L,0xA436283B564713C1LL,0xDA6B78D8L,343,0x643FEB65L}}}};
static struct S0 g_419 = {1L,1UL,1UL,5UL,1UL,0x0CB2C051L,0x5279A3E465E764F6LL,18446744073709551610UL,322,0x59137116L};
static struct S0 g_420 = {0xE494314BL,6UL,0x5148E5CBL,4294967290UL,0xC60DL,0x12CF65D1L,1L,9UL,135,-10L};
static struct S0 g_421 = {0x83E4CBEBL,0UL,18446744073709551606UL,0x11A7EDABL,0x2A9BL,-6L,0x3900D40CEAE58644LL,0x431A5F60L,294,0xFDFFE81CL};
static struct S0 g_422 = {1L,0x688ABE4698484162LL,5UL,0x0C8898E3L,0xB338L,7L,0x41458FF35C7FE0F6LL,0x43674EC7L,268,6L};
static struct S0 g_423 = {9L,0xEDF961C9F0A87C45LL,8UL,0x9965EF15L,0UL,0x9E2B0070L,0x3A5F49B24441C859LL,1UL,150,-3L};
static struct S0 g_424[9] = {{8L,0xF20A3502288A935DLL,0xA4FF7F20L,3UL,0x86A9L,1L,0x8883026C518004B5LL,0x3170D584L,137,-6L}, {8L,0xF20A3502288A935DLL,0xA4FF7F20L,3UL,0x86A9L,1L,0x8883026C518004B5LL,0x3170D584L,137,-6L}, {-5L,0xFECAA13C51765A7BLL,0xFF67B031L,0x874630D5L,0x67F2L,0x55548D97L,0x2F388D77E772CD46LL,0x16A535D2L,227,0xF12497D6L}, {8L,0xF20A3502288A935DLL,0xA4FF7F20L,3UL,0x86A9L,1L,0x8883026C518004B5LL,0x3170D584L,137,-6L}, {8L,0xF20A3502288A935DLL,0xA4FF7F20L,3UL,0x86A9L,1L,0x8883026C518004B5LL,0x3170D584L,137,-6L}, {-5L,0xFECAA13C51765A7BLL,0xFF67B031L,0x874630D5L,0x67F2L,0x55548D97L,0x2F388D77E772CD46LL,0x16A535D2L,227,0xF12497D6L}, {8L,0xF20A3502288A935DLL,0xA4FF7F20L,3UL,0x86A9L,1L,0x8883026C518004B5LL,0x3170D584L,137,-6L}, {8L,0xF20A3502288A935DLL,0xA4FF7F20L,3UL,0x86A9L,1L,0x8883026C518004B5LL,0x3170D584L,137,-6L}, {-5L,0xFECAA13C51765A7BLL,0xFF67B031L,0x874630D5L,0x67F2L,0x55548D97L,0x2F388D77E772CD46LL,0x16A535D2L,227,0xF12497D6L}};
static struct S0 g_425 = {0x00031766L,18446744073709551608UL,0x9D5D9655L,0xB855E262L,0xC21AL,0x35033817L,9L,0xD8257344L,9,0L};
static struct S0 g_426 = {-1L,0x10E8973275157D89LL,0xC830A1B8L,1UL,0x5C9EL,1L,0x832C8BAE0888E9B7LL,18446744073709551615UL,3,0x8D68A4E4L};
static struct S0 g_427 = {0L,0x227CE1529773D4B6LL,0x4ACD2110L,0x9E005C4EL,0x3160L,0x09357E4AL,0xA2122E76766B1385LL,18446744073709551609UL,33,0x4F21640EL};
static struct S0 g_428 = {0xB463C978L,18446744073709551606UL,18446744073709551615UL,1UL,5UL,6L,0x1F0C889E610815A0LL,0x9B8F66D0L,354,0xDA276132L};
static struct S0 g_429 = {0x7D088AC0L,0x73177397DA0D3863LL,2UL,0xCC1FD3D4L,65527UL,0x696210D7L,0x9C012EE3E9D651A1LL,8UL,32,-1L};
static struct S0 g_430 = {1L,0x2FE42E95CBFC4745LL,0x60F5CAD1L,1UL,0xD997L,0xC002E044L,-1L,0x729DFA27L,341,-2L};
static struct S0 g_431 = {0xD60DEE9CL,0x91430CDE79902969LL,0xCCF36688L,7UL,0x30BAL,0x0E1A8B5DL,0x320306915D3B6BBELL,18446744073709551609UL,205,0x51EBDB96L};
static struct S0 g_432 = {0xCB6C18C5L,18446744073709551615UL,18446744073709551606UL,0x58EBDBB3L,0UL,4L,1L,0UL,296,0xB1020DFAL};
static struct S0 g_433 = {0xD75EF1D5L,0xBC12726041D35454LL,0xB5F78C02L,0x8C9E5E0AL,0xDA1FL,1L,2L,0x9AB69014L,79,-7L};
static struct S0 g_434 = {0xB2E2422BL,0x27BB633B86B3903CLL,0xF4B56175L,0x06F6F03EL,0x4306L,1L,1L,18446744073709551615UL,76,0x0554B8B7L};
static struct S0 g_435 = {0L,0x90327B6AD8CC9A6BLL,0xC499ACE2L,0x411CC3A9L,0xB744L,-2L,1L,18446744073709551615UL,307,-1L};
static struct S0 g_436[4][6][5] = {{{{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}}, {{{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}}, {{{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}}, {{{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}, {{0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {0L,4UL,0x6132141CL,0x8AF66F87L,0x1C51L,0x9DE58BAFL,0L,18446744073709551615UL,285,-1L}, {1L,1UL,0x9925B364L,0xA19E7A2DL,0UL,-9L,-5L,1UL,98,0xA627BC99L}, {-5L,0UL,7UL,0UL,0UL,-9L,0xEB1E7108FEFE58AELL,18446744073709551608UL,104,0x2049073FL}, {0x10E935DFL,18446744073709551610UL,18446744073709551615UL,0x803CD856L,65531UL,-1L,0L,0x0892DBAAL,261,0x66F11CC4L}}}};
static struct S0 g_437 = {8L,1UL,1UL,4294967295UL,7UL,0xF9A7379CL,-6L,18446744073709551615UL,287,0x0F788AF6L};
static struct S0 g_438 = {0xC069759BL,0xD07AFC03740BD05DLL,0x1945BFDAL,4UL,65533UL,0xF49D6567L,0xB5F009C2B9A66D08LL,0x5A4E38DAL,329,-10L};
static struct S0 g_439 = {8L,0x7BD9D461F284FBDALL,18446744073709551613UL,0x69E1837CL,1UL,2L,0xD1B7693F894EDCD2LL,18446744073709551613UL,66,1L};
static struct S0 g_440 = {0xB62C2E38L,0xE1685E1B21C6ECB1LL,4UL,0x43989080L,0xC573L,0L,-1L,18446744073709551615UL,54,1L};
static struct S0 g_441 = {-3L,0x73563230A96D45CALL,0x8B43597CL,4294967295UL,0x383CL,-5L,-1L,1UL,234,8L};
static struct S0 g_442 = {0xA26FE6EBL,18446744073709551615UL,18446744073709551615UL,0x32CB6960L,0x2A42L,0L,0xBE05761C0C51A2E5LL,18446744073709551615UL,240,0x806AAE12L};
static struct S0 g_443[5][4][8] = {{{{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}}, {{{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}}, {{{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}}, {{{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}}, {{{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}, {{0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {0x03BE5F6CL,1UL,0UL,0x6AF5B892L,0xB4E1L,2L,0x2E2BDFD90A3D321CLL,0x6FB53E2EL,327,0xCF37A52CL}, {0x564AD454L,1UL,0xDBE62731L,4294967286UL,0xB280L,0x7099041AL,-1L,0xA8871C3BL,311,9L}, {1L,0xE49504E767E27746LL,9UL,5UL,65535UL,0xA6120495L,0xFF861C6E6E20C0CELL,0x8F3C9A43L,187,0x55DF8C12L}, {-6L,0UL,0x9E469307L,0xE20D5AD5L,1UL,-6L,0x8E82222F023BD3BELL,18446744073709551612UL,250,0x2F2CEF1CL}, {3L,0x617986E0B597CD5ALL,18446744073709551615UL,0x0C432E4EL,0x0426L,1L,6L,0x58A0123AL,193,0xBE1B1080L}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}, {1L,0x5DA6E12B0C4C0A12LL,0x99AE6B1AL,0x876B6384L,5UL,0xAEB33902L,-1L,18446744073709551614UL,283,0xD76A8B8BL}}}};
static struct S0 g_444 = {-1L,1UL,0x81212682L,0x8AE00EF3L,0x0B5CL,0x6F635793L,0x7F33C422A116D278LL,0x628439AAL,13,-9L};
static struct S0 g_445 = {4L,18446744073709551615UL,5UL,4294967295UL,0xFD35L,0xB4EF1364L,1L,0x4858FCB9L,166,0L};
static struct S0 g_446 = {0x987A8B56L,1UL,0x0C1EABC7L,1UL,0x571FL,0xDFAD0058L,-1L,18446744073709551614UL,154,0x6CF3D7CAL};
static struct S0 g_447 = {0x44FEC078L,0UL,0xF67A2869L,9UL,8UL,0x684B1A23L,0x5E85C80569BCF4DCLL,0x53A354A3L,198,5L};
static struct S0 g_448 = {0L,18446744073709551615UL,1UL,0xF2891786L,0xEA85L,0xEE3F7860L,0L,0x236C9406L,39,-6L};
static struct S0 g_449 = {0xC5AC0492L,18446744073709551609UL,0xA86DC289L,4294967295UL,0xACA7L,0x07B6B4D6L,0x8D3D5F072BF470C8LL,18446744073709551615UL,100,0x7FBBDF2EL};
static struct S0 g_450 = {0xEBFAE409L,0x33C84D646FE03FF5LL,0x4C73E183L,0x4A9AA566L,1UL,0L,0xA5C33C93546B5C52LL,18446744073709551614UL,189,0x479AE4D0L};
static struct S0 g_451 = {0x31BC077FL,0UL,0x7D187319L,4294967295UL,0UL,0xBC671056L,1L,0xE7038395L,74,1L};
static struct S0 g_452[8][7][4] = {{{{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}}, {{{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}}, {{{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}}, {{{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}}, {{{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}}, {{{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}}, {{{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}}, {{{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}, {{0xC6122ECBL,1UL,0xE29C91D5L,0x654262ADL,6UL,-1L,0x24436736A9BE9A3BLL,0UL,313,0x20FE2E1DL}, {-10L,18446744073709551606UL,0x6716F6B0L,0x4CC26475L,65535UL,0x339FBD1BL,-4L,0x13E0726CL,232,0x6599B0C8L}, {0x60D46D4AL,2UL,0xAC2C784EL,5UL,0xF89AL,0xC2AE0D2EL,0x342F2529DAF1EF7ALL,0x36A54955L,44,7L}, {-9L,1UL,18446744073709551615UL,0xFBDA425BL,0UL,1L,0xD3CD2E070C598AADLL,18446744073709551615UL,60,-1L}}}};
static struct S0 g_453[8] = {{1L,18446744073709551615UL,0xDA8119CEL,0x1CDB5CEFL,1UL,-1L,0xBD3DAB71A0D57339LL,0x2A58BAB4L,75,0x5205E94BL}, {1L,18446744073709551615UL,0xDA8119CEL,0x1CDB5CEFL,1UL,-1L,0xBD3DAB71A0D57339LL,0x2A58BAB4L,75,0x5205E94BL}, {1L,18446744073709551615UL,0xDA8119CEL,0x1CDB5CEFL,1UL,-1L,0xBD3DAB71A0D57339LL,0x2A58BAB4L,75,0x5205E94BL}, {1L,18446744073709551615UL,0xDA8119CEL,0x1CDB5CEFL,1UL,-1L,0xBD3DAB71A0D57339LL,0x2A58BAB4L,75,0x5205E94BL}, {1L,18446744073709551615UL,0xDA8119CEL,0x1CDB5CEFL,1UL,-1L,0xBD3DAB71A0D57339LL,0x2A58BAB4L,75,0x5205E94BL}, {1L,18446744073709551615UL,0xDA8119CEL,0x1CDB5CEFL,1UL,-1L,0xBD3DAB71A0D57339LL,0x2A58BAB4L,75,0x5205E94BL}, {1L,18446744073709551615UL,0xDA8119CEL,0x1CDB5CEFL,1UL,-1L,0xBD3DAB71A0D57339LL,0x2A58BAB4L,75,0x5205E94BL}, {1L,18446744073709551615UL,0xDA8119CEL,0x1CDB5CEFL,1UL,-1L,0xBD3DAB71A0D57339LL,0x2A58BAB4L,75,0x5205E94BL}};
static struct S0 g_454 = {0L,18446744073709551615UL,0x142BBB06L,0xE9A0376AL,0x025EL,-9L,-1L,0xCCF7DCD2L,283,0x43D90A47L};
static struct S0 g_455[10][5] = {{{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}, {{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}, {{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}, {{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}, {{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}, {{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}, {{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}, {{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}, {{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}, {{0x98D41DF1L,18446744073709551611UL,0x7FD1F6A9L,4294967287UL,0x3F6BL,0x01AB595BL,0xA05660906EB1B8E0LL,18446744073709551613UL,335,0x9B347E72L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}, {-1L,18446744073709551612UL,18446744073709551615UL,0x66E5158FL,65526UL,0x5DF8A167L,0x81CF9161D429B714LL,0xB8F55E77L,176,0xC0D84DADL}, {2L,6UL,18446744073709551610UL,0UL,1UL,1L,-1L,1UL,10,0x6EDD0E89L}, {0xBEC7C7B9L,0xB05215144A8D4A28LL,0xC17D9721L,0x5FBBFA29L,1UL,0x8FCAB3C4L,-10L,0xF37075FAL,123,-1L}}};
static unsigned g_471[7] = {0x06D97EF1L, 0x75A23188L, 0x06D97EF1L, 0x75A23188L, 0x06D97EF1L, 0x75A23188L, 0x06D97EF1L};
static char g_606 = (-6L);
static unsigned long long * volatile ** const g_642 = (void*)0;
static long long *g_691 = &g_91;
static long long *g_694 = &g_229;
static int ** volatile g_749[8] = {&g_159, &g_159, &g_159, &g_159, &g_159, &g_159, &g_159, &g_159};
static int ** volatile g_786[6] = {&g_159, &g_159, &g_159, &g_159, &g_159, &g_159};
static int ** volatile g_787 = &g_159;
static struct S0 g_798 = {0x0AEB09DCL,0UL,0x633C90FBL,1UL,0xBB59L,0x790DF0C8L,0x15F4675FB6C55F2ELL,0UL,164,1L};
static struct S0 *g_805 = &g_418[2][4][3];
static struct S0 **g_804 = &g_805;
static struct S0 **g_813 = &g_805;
static struct S0 **g_814 = (void*)0;
static int ** volatile g_817 = &g_159;
static unsigned long long *g_839 = &g_94[2];
static unsigned long long **g_838 = &g_839;
static unsigned long long ***g_837 = &g_838;
static unsigned char g_895 = 6UL;
static long long **g_925 = (void*)0;
static long long *** volatile g_924[7][5][2] = {{{&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}}, {{&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}}, {{&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}}, {{&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}}, {{&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}}, {{&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}}, {{&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}, {&g_925, (void*)0}}};
static long long *** volatile g_926[5] = {(void*)0, &g_925, (void*)0, &g_925, (void*)0};
static long long *** const volatile g_927 = &g_925;
static volatile int g_974 = 0x9C28FD36L;
static unsigned short g_982 = 0x224BL;
static volatile unsigned short g_994 = 0x22D7L;



static unsigned long long func_1(void);
static int * func_2(int * p_3, long long p_4, int * const p_5, int * p_6);
static int * func_7(short p_8, unsigned char p_9);
static char func_22(short * const p_23, unsigned char p_24, short * p_25, unsigned long long p_26, char p_27);
static short * const func_28(unsigned p_29, int * p_30);
static int func_36(const int * p_37, unsigned p_38);
static int * func_39(unsigned p_40, long long p_41);
static unsigned char func_49(unsigned p_50, short p_51);
static unsigned func_52(const unsigned short p_53, int p_54);
static int func_55(long long p_56, int p_57, unsigned long long p_58);

static unsigned long long func_1(void)
{
    int *l_13[9] = {(void*)0, (void*)0, &g_14, (void*)0, (void*)0, &g_14, (void*)0, (void*)0, &g_14};
    short *l_17 = &g_18;
    short *l_19 = &g_20;
    short *l_21[7] = {(void*)0, (void*)0, &g_20, (void*)0, (void*)0, &g_20, (void*)0};
    long long l_31 = 0xEFEDEDC87A9B65CALL;
    unsigned *l_32 = &g_33;
    short **l_541[7];
    short *l_543 = (void*)0;
    short **l_542 = &l_543;
    unsigned char *l_723 = &g_317;
    int * const l_752 = &g_401.f0;
    unsigned long long *l_834 = &g_140;
    unsigned long long **l_833 = &l_834;
    unsigned long long ***l_832[9][6] = {{(void*)0, &l_833, &l_833, (void*)0, &l_833, &l_833}, {(void*)0, &l_833, &l_833, (void*)0, &l_833, &l_833}, {(void*)0, &l_833, &l_833, (void*)0, &l_833, &l_833}, {(void*)0, &l_833, &l_833, (void*)0, &l_833, &l_833}, {(void*)0, &l_833, &l_833, (void*)0, &l_833, &l_833}, {(void*)0, &l_833, &l_833, (void*)0, &l_833, &l_833}, {(void*)0, &l_833, &l_833, (void*)0, &l_833, &l_833}, {(void*)0, &l_833, &l_833, (void*)0, &l_833, &l_833}, {(void*)0, &l_833, &l_833, (void*)0, &l_833, &l_833}};
    int * const l_959 = &g_413.f0;
    int l_996 = 0L;
    int i, j;
    for (i = 0; i < 7; i++)
        l_541[i] = (void*)0;
    (*g_787) = func_2(func_7(g_10[3], ((((~((g_10[3] < (g_11[0][0] != l_13[7])) == ((*l_723) = (((safe_mod_func_int16_t_s_s(((*l_17) ^= g_10[3]), (((l_19 != l_21[6]) > g_10[5]) | (func_22(((*l_542) = func_28(((*l_32) = l_31), l_13[2])), g_373.f8, &g_20, g_377.f2, g_450.f5) && g_445.f4)))) < g_425.f1) || (-1L))))) != g_439.f1) , &g_12) != g_364[2][1][1])), (*g_694), l_752, l_32);
    for (g_425.f4 = (-1); (g_425.f4 < 43); g_425.f4 = safe_add_func_uint64_t_u_u(g_425.f4, 4))
    {
        int l_792 = 0L;
        int l_793 = 0x1B7DB6B9L;
        int l_794[1][1];
        unsigned long long l_795 = 2UL;
        unsigned *l_799 = &g_444.f3;
        int i, j;
        for (i = 0; i < 1; i++)
        {
            for (j = 0; j < 1; j++)
                l_794[i][j] = 0xC7F6C337L;
        }
        for (g_407.f3 = 0; (g_407.f3 == 45); g_407.f3 = safe_add_func_int16_t_s_s(g_407.f3, 8))
        {
            unsigned **l_800 = (void*)0;
            unsigned **l_801 = &l_799;
            struct S0 ***l_806 = (void*)0;
            struct S0 ***l_807 = &g_804;
            struct S0 **l_809 = &g_805;
            struct S0 ***l_808 = &l_809;
            struct S0 ***l_810 = (void*)0;
            struct S0 **l_812 = &g_805;
            struct S0 ***l_811 = &l_812;
            --l_795;
            l_793 = (g_798 , (((*l_801) = l_799) != (g_435 , ((((g_435.f4++) , ((*l_811) = ((*l_808) = ((*l_807) = g_804)))) == (g_814 = (g_813 = &g_805))) , ((g_436[3][1][4].f3 ^= (l_794[0][0] &= ((void*)0 != &g_98))) , (void*)0)))));
        }
    }
    (*l_752) = ((*g_159) == ((safe_div_func_int16_t_s_s(g_391.f3, g_440.f8)) ^ (-10L)));
    if ((*l_752))
    {
        (*g_817) = (*g_787);
    }
    else
    {
        unsigned *l_820 = &g_329;
        int l_823 = 1L;
        unsigned char *l_830 = (void*)0;
        unsigned **l_831 = (void*)0;
        long long l_857 = 0L;
        unsigned l_873 = 0xDB013C15L;
        short *l_898[10][7][1] = {{{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}, {{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}, {{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}, {{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}, {{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}, {{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}, {{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}, {{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}, {{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}, {{&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}, {&g_20}}};
        unsigned *l_909 = &g_33;
        int l_966 = 0xA70B5FF1L;
        int l_968 = 0xD6297129L;
        int l_969 = 9L;
        int l_971 = (-10L);
        int l_972 = 0x6910B70AL;
        int l_975 = 1L;
        int l_976 = (-1L);
        int l_977 = (-9L);
        long long l_978 = 0x1FD68D79ED8752ECLL;
        int l_979 = 0x07A2F8D1L;
        int l_980 = 0xB4ACE5A1L;
        int l_981[8][2] = {{3L, 0xFB38C4F8L}, {3L, 0xFB38C4F8L}, {3L, 0xFB38C4F8L}, {3L, 0xFB38C4F8L}, {3L, 0xFB38C4F8L}, {3L, 0xFB38C4F8L}, {3L, 0xFB38C4F8L}, {3L, 0xFB38C4F8L}};
        int i, j, k;
        if ((safe_div_func_int8_t_s_s((((void*)0 != l_820) <= (safe_sub_func_int32_t_s_s(func_55((l_823 , (*g_694)), (g_441.f9 = ((func_52((((safe_rshift_func_int8_t_s_s(g_435.f5, 4)) && ((((l_830 = l_830) == (void*)0) , ((void*)0 != l_831)) > 0L)) , g_442.f2), g_443[1][0][7].f1) && (*g_691)) , (*l_752))), g_429.f1), 0x7EBD613EL))), 0xA9L)))
        {
            unsigned l_846 = 4294967295UL;
            unsigned l_866 = 0x1717FC79L;
            int l_876[4] = {0L, 5L, 0L, 5L};
            unsigned l_894 = 18446744073709551615UL;
            unsigned long long l_910 = 0UL;
            short * const l_956[7] = {&g_20, (void*)0, &g_20, (void*)0, &g_20, (void*)0, &g_20};
            char l_964 = (-1L);
            int i;
            for (g_387.f0 = 6; (g_387.f0 >= 0); g_387.f0 -= 1)
            {
                int l_859 = 0x1A2BBE54L;
                int l_865 = 0x23FC30A7L;
                char l_869 = (-5L);
                unsigned long long l_883 = 18446744073709551615UL;
                unsigned long long ****l_888[5];
                short *l_893 = &g_20;
                struct S0 **l_932 = (void*)0;
                int *l_960 = &g_414[0][0][3].f0;
                int l_963 = 9L;
                int l_965[4];
                int i;
                for (i = 0; i < 5; i++)
                    l_888[i] = &l_832[2][0];
                for (i = 0; i < 4; i++)
                    l_965[i] = 5L;
                for (g_406.f0 = 0; (g_406.f0 <= 2); g_406.f0 += 1)
                {
                    unsigned long long ***l_836 = &l_833;
                    unsigned long long ****l_835[10][6] = {{&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}, {&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}, {&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}, {&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}, {&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}, {&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}, {&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}, {&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}, {&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}, {&l_832[4][1], &l_832[7][3], &l_832[4][1], &l_832[2][0], &l_836, (void*)0}};
                    int i, j;
                    (*l_752) |= (l_832[2][0] == (g_837 = (void*)0));
                    l_846 = (safe_mul_func_uint8_t_u_u((g_10[(g_406.f0 + 6)] , (safe_div_func_int16_t_s_s((g_18 = g_10[g_406.f0]), (safe_lshift_func_int8_t_s_s(0xABL, 2))))), 1UL));
                    (*g_159) = 1L;
                }
                for (g_449.f3 = 0; (g_449.f3 <= 8); g_449.f3 += 1)
                {
                    char l_858[2][7] = {{0L, 0L, 0x41L, 0L, 0L, 0x41L, 0L}, {0L, 0L, 0x41L, 0L, 0L, 0x41L, 0L}};
                    int l_860 = (-2L);
                    int * const l_870 = &g_449.f0;
                    int i, j;
                    for (g_432.f0 = 8; (g_432.f0 >= 3); g_432.f0 -= 1)
                    {
                        char l_853 = 0xE8L;
                        l_860 = ((0xB964L <= g_402.f9) && (safe_add_func_uint64_t_u_u((safe_div_func_uint32_t_u_u((safe_mul_func_uint16_t_u_u(func_36(func_39(((g_18 = func_49(l_823, l_853)) | ((*l_752) |= (((*l_543) ^= ((safe_mod_func_uint16_t_u_u((safe_unary_minus_func_uint32_t_u(8UL)), l_823)) <= (g_377.f3 < 0x62L))) && 0xE3DCL))), l_857), l_858[0][4]), 0xFD0AL)), l_859)), (*g_839))));
                    }
                    (*g_159) &= ((*l_752) |= ((((+(g_440.f2 | (safe_sub_func_uint8_t_u_u(((*l_723) = ((0xC2L || l_858[0][4]) && (((l_865 = (g_402.f5 ^ l_858[0][4])) & ((**g_838) = (*g_839))) == 0x6FE6D5F7L))), l_866)))) , &g_98) != (void*)0) > (*g_691)));
                    for (g_426.f4 = 0; (g_426.f4 <= 2); g_426.f4 += 1)
                    {
                        if ((*g_159))
                            break;
                        (*l_752) &= (safe_mod_func_uint64_t_u_u((0x38594FFCL >= l_846), (l_866 || (l_873 , (l_883 = (safe_add_func_int32_t_s_s(((l_876[1] <= (safe_div_func_uint8_t_u_u(((*l_723)--), ((*g_694) , (safe_lshift_func_int16_t_s_s(g_381.f9, g_410.f4)))))) ^ (0x2CL && 247UL)), l_873)))))));
                        return l_823;
                    }
                    g_451.f0 |= ((safe_rshift_func_uint16_t_u_s(l_866, 14)) > (safe_rshift_func_uint16_t_u_s(((l_888[0] = &g_837) != (func_22(func_28((*l_752), func_2((l_876[0] , func_7(((safe_add_func_int16_t_s_s((g_18 = (l_876[0] & (*l_870))), g_471[2])) == ((safe_mul_func_uint16_t_u_u((g_436[3][1][4].f4 >= ((**g_787) = (0x08E67116L ^ g_440.f4))), l_857)) <= 0xEAA3E2795AA28B82LL)), g_420.f8)), (*g_691), &g_116, &g_116)), g_453[5].f1, l_893, l_859, (*l_870)) , (void*)0)), g_430.f3)));
                }
                if (l_894)
                {
                    const short *l_899 = &g_18;
                    char *l_904[9][5] = {{&l_869, &g_261[4], (void*)0, (void*)0, &g_272[2]}, {&l_869, &g_261[4], (void*)0, (void*)0, &g_272[2]}, {&l_869, &g_261[4], (void*)0, (void*)0, &g_272[2]}, {&l_869, &g_261[4], (void*)0, (void*)0, &g_272[2]}, {&l_869, &g_261[4], (void*)0, (void*)0, &g_272[2]}, {&l_869, &g_261[4], (void*)0, (void*)0, &g_272[2]}, {&l_869, &g_261[4], (void*)0, (void*)0, &g_272[2]}, {&l_869, &g_261[4], (void*)0, (void*)0, &g_272[2]}, {&l_869, &g_261[4], (void*)0, (void*)0, &g_272[2]}};
                    int l_905[5][7] = {{0x993BEA82L, 0x7DD9417FL, 0x53A61792L, 0xCF5BD7E2L, 0xCF5BD7E2L, 0x53A61792L, 0x7DD9417FL}, {0x993BEA82L, 0x7DD9417FL, 0x53A61792L, 0xCF5BD7E2L, 0xCF5BD7E2L, 0x53A61792L, 0x7DD9417FL}, {0x993BEA82L, 0x7DD9417FL, 0x53A61792L, 0xCF5BD7E2L, 0xCF5BD7E2L, 0x53A61792L, 0x7DD9417FL}, {0x993BEA82L, 0x7DD9417FL, 0x53A61792L, 0xCF5BD7E2L, 0xCF5BD7E2L, 0x53A61792L, 0x7DD9417FL}, {0x993BEA82L, 0x7DD9417FL, 0x53A61792L, 0xCF5BD7E2L, 0xCF5BD7E2L, 0x53A61792L, 0x7DD9417FL}};
                    int i, j;
                    (*l_752) = func_52((g_895 , (safe_rshift_func_int8_t_s_s((((func_52((&g_18 != l_898[7][5][0]), (((**g_838) = l_876[1]) < ((l_899 == &g_18) & (safe_lshift_func_int8_t_s_s((g_606 |= (safe_mul_func_uint16_t_u_u((((0L > ((*g_159) = l_873)) , &g_749[2]) == &g_787), 0x692DL))), 2))))) <= g_429.f4) || l_823) && l_905[0][2]), l_866))), g_398.f4);
                }
                else
                {
                    unsigned **l_908[5][1][1];
                    int i, j, k;
                    for (i = 0; i < 5; i++)
                    {
                        for (j = 0; j < 1; j++)
                        {
                            for (k = 0; k < 1; k++)
                                l_908[i][j][k] = &l_32;
                        }
                    }
                    (**g_817) ^= l_859;
                    (*g_159) = (safe_mod_func_uint16_t_u_u(((l_859 , l_820) == (l_909 = l_13[4])), func_22(&g_18, g_420.f5, ((!(**g_838)) , (void*)0), (*g_839), (*l_752))));
                    --l_910;
                }
                for (g_438.f4 = 0; (g_438.f4 <= 8); g_438.f4 += 1)
                {
                    const char l_922 = 0x90L;
                    unsigned short l_938 = 0xB4C5L;
                    short *l_957 = &g_20;
                    unsigned char *l_958 = &g_895;
                    int l_961 = (-1L);
                    int l_962 = 0x654D7B23L;
                    int l_967 = 2L;
                    int l_970 = 9L;
                    int l_973[6][6][7] = {{{0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}}, {{0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}}, {{0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}}, {{0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}}, {{0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}}, {{0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}, {0L, (-1L), (-2L), 0L, 0xBE7760A2L, 0x0E797BBDL, 0L}}};
                    int i, j, k;
                    for (g_408.f3 = 0; (g_408.f3 <= 2); g_408.f3 += 1)
                    {
                        long long l_913 = 0x9FB81C6CE423B3D2LL;
                        unsigned short *l_923[5][3] = {{&g_403[0][2].f4, (void*)0, &g_403[0][2].f4}, {&g_403[0][2].f4, (void*)0, &g_403[0][2].f4}, {&g_403[0][2].f4, (void*)0, &g_403[0][2].f4}, {&g_403[0][2].f4, (void*)0, &g_403[0][2].f4}, {&g_403[0][2].f4, (void*)0, &g_403[0][2].f4}};
                        struct S0 **l_933[7];
                        char *l_945[7][4][3] = {{{&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}}, {{&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}}, {{&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}}, {{&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}}, {{&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}}, {{&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}}, {{&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}, {&g_606, &g_606, &g_261[2]}}};
                        int i, j, k;
                        for (i = 0; i < 7; i++)
                            l_933[i] = &g_805;
                        l_876[0] |= ((l_883 , l_913) , (safe_mod_func_int8_t_s_s((((l_873 >= (safe_lshift_func_uint16_t_u_u((safe_lshift_func_uint16_t_u_u((g_395.f4 = (safe_mul_func_int8_t_s_s(g_376.f7, (((g_408.f9 >= (func_36((l_894 , &l_823), ((((((~(l_883 != ((l_913 <= 0x5CEB7EB6DFE79914LL) , l_859))) , (*g_694)) < l_922) , g_445.f4) && l_894) & (**g_838))) || 0L)) | l_913) && (*g_691))))), (*l_752))), 8))) == 248UL) & l_922), l_823)));
                        (*g_927) = &g_694;
                        (*l_752) = ((safe_mul_func_uint8_t_u_u(l_865, ((*l_723) &= ((65535UL ^ (safe_sub_func_uint64_t_u_u((l_932 == (g_813 = l_933[5])), (+18446744073709551608UL)))) || (g_606 |= (g_404.f5 > ((func_52((safe_lshift_func_int16_t_s_u((((safe_add_func_uint16_t_u_u((l_938++), (safe_lshift_func_int16_t_s_s(l_865, (safe_add_func_int64_t_s_s((&l_865 == &l_865), l_823)))))) , l_913) || 1L), g_405.f3)), g_405.f1) != (***g_927)) && 0x86273F163C4ECB7FLL))))))) , (*g_159));
                    }
                    l_960 = func_2(&l_823, func_36(func_39(((safe_div_func_uint8_t_u_u((safe_lshift_func_uint8_t_u_u(((*l_723) = g_435.f3), 7)), (safe_add_func_int8_t_s_s(g_451.f5, (safe_mul_func_int8_t_s_s(l_938, func_22(&g_18, ((*l_958) &= ((*l_752) | (safe_add_func_int64_t_s_s(func_22(l_956[0], g_397.f8, l_957, l_938, l_938), 0UL)))), &g_18, l_823, g_384.f6))))))) , 18446744073709551610UL), l_823), l_857), l_959, g_358);
                    g_982++;
                    for (g_434.f9 = 6; (g_434.f9 >= 0); g_434.f9 -= 1)
                    {
                        unsigned l_987 = 18446744073709551615UL;
                        (*l_959) = (safe_lshift_func_int16_t_s_u((func_36(&l_865, (*l_960)) , l_987), 5));
                    }
                }
            }
        }
        else
        {
            int l_992 = 0x5D11DE37L;
            unsigned char l_993 = 0xD5L;
            unsigned short *l_995 = &g_437.f4;
            (*l_752) = ((*l_959) = ((*g_159) = 0x7BFBC4B8L));
            (*l_959) = ((safe_mul_func_int8_t_s_s(((((safe_mul_func_uint8_t_u_u((g_448.f4 == l_992), g_419.f9)) >= (((l_993 > l_993) , 0xEBL) , 9UL)) >= (l_993 && ((*l_995) = ((((g_994 || l_979) > g_390.f5) , g_375.f7) ^ g_400[5].f1)))) | (-9L)), 0xAAL)) & (*g_691));
        }
    }
    return l_996;
}







static int * func_2(int * p_3, long long p_4, int * const p_5, int * p_6)
{
    int l_771 = 0x5017D730L;
    int l_777 = 0xA754606BL;
    int l_778 = 3L;
    short *l_783[1][2][1];
    int i, j, k;
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 2; j++)
        {
            for (k = 0; k < 1; k++)
                l_783[i][j][k] = &g_18;
        }
    }
    for (g_395.f4 = 0; (g_395.f4 >= 27); g_395.f4++)
    {
        int *l_755 = &g_402.f0;
        int *l_756 = (void*)0;
        int *l_757 = (void*)0;
        int *l_758 = &g_425.f0;
        int *l_759 = &g_389.f0;
        int *l_760 = &g_450.f0;
        int *l_761 = (void*)0;
        int l_762 = 0x57570BF0L;
        int *l_763 = (void*)0;
        int *l_764 = &g_372.f0;
        int *l_765 = &g_447.f0;
        int *l_766 = &g_442.f0;
        int l_767 = 0L;
        int *l_768 = &g_392.f0;
        int *l_769 = &g_391.f0;
        int *l_770 = &g_415.f0;
        int *l_772 = &g_396.f0;
        int *l_773 = &g_384.f0;
        int l_774 = 0x7AE6D51DL;
        int *l_775 = &g_449.f0;
        int *l_776[5][2] = {{&g_389.f0, &g_389.f0}, {&g_389.f0, &g_389.f0}, {&g_389.f0, &g_389.f0}, {&g_389.f0, &g_389.f0}, {&g_389.f0, &g_389.f0}};
        unsigned l_779 = 0xDB6A1379L;
        int i, j;
        (*p_6) &= 0L;
        l_779++;
        for (g_447.f4 = 0; (g_447.f4 <= 1); g_447.f4 += 1)
        {
            int *l_782 = &g_420.f0;
            return l_782;
        }
    }
    (*g_159) &= (!(~((l_777 ^= 0x903CL) >= p_4)));
    (*g_159) &= (safe_add_func_uint8_t_u_u(g_390.f1, (-10L)));
    return p_3;
}







static int * func_7(short p_8, unsigned char p_9)
{
    char l_727 = 0x39L;
    const int *l_734 = &g_438.f0;
    int l_735 = 0x653A60C2L;
    int *l_751 = &g_389.f0;
    if (p_8)
    {
        int *l_726 = &g_403[0][2].f0;
        unsigned long long *l_748 = &g_140;
        unsigned long long **l_747 = &l_748;
        unsigned long long ***l_746 = &l_747;
        for (g_426.f3 = 3; (g_426.f3 >= 40); ++g_426.f3)
        {
            return l_726;
        }
        (*l_726) &= l_727;
        (*l_726) = ((*l_726) , (0x11L == (((p_8 ^ (safe_rshift_func_uint8_t_u_s((safe_div_func_uint8_t_u_u(((safe_rshift_func_int16_t_s_s((0L && func_36(l_734, (l_735 ^= (*l_734)))), (func_52((safe_sub_func_uint16_t_u_u(g_431.f5, ((((safe_div_func_uint8_t_u_u((safe_div_func_uint32_t_u_u(((safe_sub_func_uint8_t_u_u((((safe_mul_func_int8_t_s_s((p_8 ^ 4294967290UL), 0xD4L)) , l_746) == (void*)0), 0x13L)) && (*l_734)), g_398.f1)), (-10L))) & g_402.f1) & (*l_726)) != g_441.f8))), (*l_734)) , p_9))) || g_373.f1), (*l_726))), 6))) <= p_9) , p_9)));
    }
    else
    {
        int *l_750 = (void*)0;
        l_750 = ((0x492E43A3L | 4294967287UL) , func_39(p_8, (*l_734)));
    }
    return l_751;
}







static char func_22(short * const p_23, unsigned char p_24, short * p_25, unsigned long long p_26, char p_27)
{
    int *l_544[6];
    int *l_649 = &g_410.f0;
    long long *l_688 = &g_91;
    int l_708 = (-1L);
    const unsigned short l_721 = 65535UL;
    int *l_722 = &g_396.f0;
    int i;
    for (i = 0; i < 6; i++)
        l_544[i] = &g_386.f0;
    l_544[5] = l_544[5];
    for (g_404.f3 = 0; (g_404.f3 == 23); ++g_404.f3)
    {
        short l_555 = 0x473EL;
        int l_605 = 0xFBDBC336L;
        int l_612[8] = {0L, (-10L), 0L, (-10L), 0L, (-10L), 0L, (-10L)};
        int l_613[6];
        long long l_661[1];
        int *l_710 = (void*)0;
        int i;
        for (i = 0; i < 6; i++)
            l_613[i] = 3L;
        for (i = 0; i < 1; i++)
            l_661[i] = 0L;
    }
    for (g_606 = 0; (g_606 <= 6); g_606 += 1)
    {
        long long * const * const l_715 = &l_688;
        long long **l_716 = (void*)0;
        int i;
        (*g_159) |= (((safe_sub_func_int8_t_s_s((safe_sub_func_int64_t_s_s(0x30CF2B686CF112DALL, ((l_715 == (l_716 = &g_694)) || g_272[g_606]))), (safe_mod_func_uint16_t_u_u(0xB7F6L, (safe_sub_func_int64_t_s_s(0x986E26DF27C4C5A4LL, l_721)))))) >= g_395.f0) == g_450.f2);
        if ((p_26 ^ (*g_691)))
        {
            if ((*g_159))
                break;
        }
        else
        {
            l_722 = &g_14;
            for (g_389.f3 = 0; g_389.f3 < 5; g_389.f3 += 1)
            {
                g_261[g_389.f3] = 0L;
            }
        }
        for (g_397.f9 = 4; (g_397.f9 >= 0); g_397.f9 -= 1)
        {
            return g_272[g_606];
        }
    }
    return g_384.f9;
}







static short * const func_28(unsigned p_29, int * p_30)
{
    unsigned char l_44[5][5] = {{250UL, 0x32L, 0x80L, 0x80L, 0x32L}, {250UL, 0x32L, 0x80L, 0x80L, 0x32L}, {250UL, 0x32L, 0x80L, 0x80L, 0x32L}, {250UL, 0x32L, 0x80L, 0x80L, 0x32L}, {250UL, 0x32L, 0x80L, 0x80L, 0x32L}};
    int l_62 = (-1L);
    int l_525[6][2] = {{1L, 0xFB36071FL}, {1L, 0xFB36071FL}, {1L, 0xFB36071FL}, {1L, 0xFB36071FL}, {1L, 0xFB36071FL}, {1L, 0xFB36071FL}};
    int **l_531[1];
    int ***l_530 = &l_531[0];
    unsigned long long l_532 = 0x5EAF9801F759C0E1LL;
    unsigned char *l_540 = &l_44[1][0];
    int i, j;
    for (i = 0; i < 1; i++)
        l_531[i] = &g_159;
    for (g_14 = 0; (g_14 >= (-22)); --g_14)
    {
        unsigned short l_61[7];
        unsigned short *l_63[6][4] = {{&l_61[3], (void*)0, &l_61[5], &l_61[5]}, {&l_61[3], (void*)0, &l_61[5], &l_61[5]}, {&l_61[3], (void*)0, &l_61[5], &l_61[5]}, {&l_61[3], (void*)0, &l_61[5], &l_61[5]}, {&l_61[3], (void*)0, &l_61[5], &l_61[5]}, {&l_61[3], (void*)0, &l_61[5], &l_61[5]}};
        char *l_522 = &g_272[2];
        int *l_528 = &g_414[0][0][3].f0;
        int i, j;
        for (i = 0; i < 7; i++)
            l_61[i] = 0x9B17L;
    }
    if (g_14)
        goto lbl_533;
lbl_533:
    l_532 = (func_49(p_29, ((safe_unary_minus_func_uint8_t_u(p_29)) || (p_29 < (g_397.f1 & ((void*)0 != l_530))))) >= 6L);
    (**l_530) = (((safe_mul_func_int16_t_s_s((p_29 > g_400[5].f2), ((safe_mod_func_uint64_t_u_u(((g_408.f0 | (safe_div_func_int32_t_s_s((((((g_410.f1 == (((*l_540) = (((((p_29 && (func_52(g_401.f2, (***l_530)) ^ ((***l_530) > p_29))) , g_385.f3) || (-1L)) & p_29) == g_378.f3)) & g_437.f4)) || (***l_530)) || 1L) , (***l_530)) , p_29), g_419.f3))) && p_29), p_29)) , (***l_530)))) ^ (*g_159)) , &g_116);
    return &g_20;
}







static int func_36(const int * p_37, unsigned p_38)
{
    int **l_524 = &g_159;
    (*l_524) = &g_14;
    return (**l_524);
}







static int * func_39(unsigned p_40, long long p_41)
{
    int *l_523 = &g_374.f0;
    (*g_159) = 0xC830457FL;
    return l_523;
}







static unsigned char func_49(unsigned p_50, short p_51)
{
    int *l_510 = &g_413.f0;
    int **l_511[3];
    int i;
    for (i = 0; i < 3; i++)
        l_511[i] = &g_159;
lbl_519:
    g_159 = l_510;
    for (g_378.f9 = 0; (g_378.f9 > 2); g_378.f9++)
    {
        unsigned l_514 = 0xAAD4EE2EL;
        l_514++;
        for (g_421.f3 = (-21); (g_421.f3 > 30); ++g_421.f3)
        {
            if (l_514)
                goto lbl_519;
        }
        for (g_420.f4 = 0; (g_420.f4 >= 48); g_420.f4++)
        {
            if ((*g_159))
                break;
        }
    }
    return g_398.f9;
}







static unsigned func_52(const unsigned short p_53, int p_54)
{
    int **l_77 = (void*)0;
    int **l_78 = (void*)0;
    int *l_80 = &g_14;
    int **l_79 = &l_80;
    unsigned l_107 = 0xC4FF04DBL;
    unsigned long long l_110[3];
    unsigned char *l_131 = &g_75;
    int l_152 = (-5L);
    unsigned short l_221 = 0x15F9L;
    int l_235 = 0x01E96B0AL;
    int l_236 = 0x206E1C7FL;
    short *l_242 = &g_20;
    short **l_241 = &l_242;
    unsigned long long l_352 = 0x7DCB865D62C6697BLL;
    struct S0 *l_371[4][9][7] = {{{&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}}, {{&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}}, {{&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}}, {{&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}, {&g_384, &g_406, &g_421, &g_427, &g_422, &g_408, &g_385}}};
    int l_458 = 0xBA883344L;
    int l_459 = (-1L);
    int l_460[4] = {0x5FD05A4CL, 1L, 0x5FD05A4CL, 1L};
    unsigned l_476 = 0x6E53126EL;
    int l_495[3];
    unsigned short l_507 = 0x9094L;
    int i, j, k;
    for (i = 0; i < 3; i++)
        l_110[i] = 0x1E100AA352EE06DCLL;
    for (i = 0; i < 3; i++)
        l_495[i] = 8L;
    (*l_79) = (void*)0;
    return p_54;
}







static int func_55(long long p_56, int p_57, unsigned long long p_58)
{
    unsigned long long l_73 = 0xCC53A0DCB3DF1C91LL;
    int l_76 = (-1L);
    for (p_56 = 0; (p_56 == (-6)); p_56 = safe_sub_func_int64_t_s_s(p_56, 8))
    {
        unsigned *l_68 = (void*)0;
        unsigned *l_69 = &g_70;
        unsigned char *l_74 = &g_75;
        l_76 = (+(((safe_sub_func_int16_t_s_s(g_33, g_10[2])) , ((*l_69) = g_10[8])) == (p_56 >= (safe_div_func_uint8_t_u_u(((*l_74) = l_73), l_73)))));
    }
    return p_56;
}





int main (void)
{
    int i, j, k;
    int print_hash_value = 0;
    platform_main_begin();
    crc32_gentab();
    func_1();
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_10[i], "g_10[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_12, "g_12", print_hash_value);
    transparent_crc(g_14, "g_14", print_hash_value);
    transparent_crc(g_18, "g_18", print_hash_value);
    transparent_crc(g_20, "g_20", print_hash_value);
    transparent_crc(g_33, "g_33", print_hash_value);
    transparent_crc(g_70, "g_70", print_hash_value);
    transparent_crc(g_75, "g_75", print_hash_value);
    transparent_crc(g_89, "g_89", print_hash_value);
    transparent_crc(g_91, "g_91", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        transparent_crc(g_94[i], "g_94[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_98, "g_98", print_hash_value);
    transparent_crc(g_102, "g_102", print_hash_value);
    transparent_crc(g_112, "g_112", print_hash_value);
    transparent_crc(g_116, "g_116", print_hash_value);
    transparent_crc(g_117, "g_117", print_hash_value);
    transparent_crc(g_121, "g_121", print_hash_value);
    transparent_crc(g_137, "g_137", print_hash_value);
    transparent_crc(g_140, "g_140", print_hash_value);
    transparent_crc(g_156, "g_156", print_hash_value);
    transparent_crc(g_193, "g_193", print_hash_value);
    transparent_crc(g_209, "g_209", print_hash_value);
    transparent_crc(g_229, "g_229", print_hash_value);
    transparent_crc(g_237, "g_237", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        transparent_crc(g_261[i], "g_261[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_272[i], "g_272[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_317, "g_317", print_hash_value);
    transparent_crc(g_329, "g_329", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 7; k++)
            {
                transparent_crc(g_335[i][j][k], "g_335[i][j][k]", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_372.f0, "g_372.f0", print_hash_value);
    transparent_crc(g_372.f1, "g_372.f1", print_hash_value);
    transparent_crc(g_372.f2, "g_372.f2", print_hash_value);
    transparent_crc(g_372.f3, "g_372.f3", print_hash_value);
    transparent_crc(g_372.f4, "g_372.f4", print_hash_value);
    transparent_crc(g_372.f5, "g_372.f5", print_hash_value);
    transparent_crc(g_372.f6, "g_372.f6", print_hash_value);
    transparent_crc(g_372.f7, "g_372.f7", print_hash_value);
    transparent_crc(g_372.f8, "g_372.f8", print_hash_value);
    transparent_crc(g_372.f9, "g_372.f9", print_hash_value);
    transparent_crc(g_373.f0, "g_373.f0", print_hash_value);
    transparent_crc(g_373.f1, "g_373.f1", print_hash_value);
    transparent_crc(g_373.f2, "g_373.f2", print_hash_value);
    transparent_crc(g_373.f3, "g_373.f3", print_hash_value);
    transparent_crc(g_373.f4, "g_373.f4", print_hash_value);
    transparent_crc(g_373.f5, "g_373.f5", print_hash_value);
    transparent_crc(g_373.f6, "g_373.f6", print_hash_value);
    transparent_crc(g_373.f7, "g_373.f7", print_hash_value);
    transparent_crc(g_373.f8, "g_373.f8", print_hash_value);
    transparent_crc(g_373.f9, "g_373.f9", print_hash_value);
    transparent_crc(g_374.f0, "g_374.f0", print_hash_value);
    transparent_crc(g_374.f1, "g_374.f1", print_hash_value);
    transparent_crc(g_374.f2, "g_374.f2", print_hash_value);
    transparent_crc(g_374.f3, "g_374.f3", print_hash_value);
    transparent_crc(g_374.f4, "g_374.f4", print_hash_value);
    transparent_crc(g_374.f5, "g_374.f5", print_hash_value);
    transparent_crc(g_374.f6, "g_374.f6", print_hash_value);
    transparent_crc(g_374.f7, "g_374.f7", print_hash_value);
    transparent_crc(g_374.f8, "g_374.f8", print_hash_value);
    transparent_crc(g_374.f9, "g_374.f9", print_hash_value);
    transparent_crc(g_375.f0, "g_375.f0", print_hash_value);
    transparent_crc(g_375.f1, "g_375.f1", print_hash_value);
    transparent_crc(g_375.f2, "g_375.f2", print_hash_value);
    transparent_crc(g_375.f3, "g_375.f3", print_hash_value);
    transparent_crc(g_375.f4, "g_375.f4", print_hash_value);
    transparent_crc(g_375.f5, "g_375.f5", print_hash_value);
    transparent_crc(g_375.f6, "g_375.f6", print_hash_value);
    transparent_crc(g_375.f7, "g_375.f7", print_hash_value);
    transparent_crc(g_375.f8, "g_375.f8", print_hash_value);
    transparent_crc(g_375.f9, "g_375.f9", print_hash_value);
    transparent_crc(g_376.f0, "g_376.f0", print_hash_value);
    transparent_crc(g_376.f1, "g_376.f1", print_hash_value);
    transparent_crc(g_376.f2, "g_376.f2", print_hash_value);
    transparent_crc(g_376.f3, "g_376.f3", print_hash_value);
    transparent_crc(g_376.f4, "g_376.f4", print_hash_value);
    transparent_crc(g_376.f5, "g_376.f5", print_hash_value);
    transparent_crc(g_376.f6, "g_376.f6", print_hash_value);
    transparent_crc(g_376.f7, "g_376.f7", print_hash_value);
    transparent_crc(g_376.f8, "g_376.f8", print_hash_value);
    transparent_crc(g_376.f9, "g_376.f9", print_hash_value);
    transparent_crc(g_377.f0, "g_377.f0", print_hash_value);
    transparent_crc(g_377.f1, "g_377.f1", print_hash_value);
    transparent_crc(g_377.f2, "g_377.f2", print_hash_value);
    transparent_crc(g_377.f3, "g_377.f3", print_hash_value);
    transparent_crc(g_377.f4, "g_377.f4", print_hash_value);
    transparent_crc(g_377.f5, "g_377.f5", print_hash_value);
    transparent_crc(g_377.f6, "g_377.f6", print_hash_value);
    transparent_crc(g_377.f7, "g_377.f7", print_hash_value);
    transparent_crc(g_377.f8, "g_377.f8", print_hash_value);
    transparent_crc(g_377.f9, "g_377.f9", print_hash_value);
    transparent_crc(g_378.f0, "g_378.f0", print_hash_value);
    transparent_crc(g_378.f1, "g_378.f1", print_hash_value);
    transparent_crc(g_378.f2, "g_378.f2", print_hash_value);
    transparent_crc(g_378.f3, "g_378.f3", print_hash_value);
    transparent_crc(g_378.f4, "g_378.f4", print_hash_value);
    transparent_crc(g_378.f5, "g_378.f5", print_hash_value);
    transparent_crc(g_378.f6, "g_378.f6", print_hash_value);
    transparent_crc(g_378.f7, "g_378.f7", print_hash_value);
    transparent_crc(g_378.f8, "g_378.f8", print_hash_value);
    transparent_crc(g_378.f9, "g_378.f9", print_hash_value);
    transparent_crc(g_379.f0, "g_379.f0", print_hash_value);
    transparent_crc(g_379.f1, "g_379.f1", print_hash_value);
    transparent_crc(g_379.f2, "g_379.f2", print_hash_value);
    transparent_crc(g_379.f3, "g_379.f3", print_hash_value);
    transparent_crc(g_379.f4, "g_379.f4", print_hash_value);
    transparent_crc(g_379.f5, "g_379.f5", print_hash_value);
    transparent_crc(g_379.f6, "g_379.f6", print_hash_value);
    transparent_crc(g_379.f7, "g_379.f7", print_hash_value);
    transparent_crc(g_379.f8, "g_379.f8", print_hash_value);
    transparent_crc(g_379.f9, "g_379.f9", print_hash_value);
    transparent_crc(g_380.f0, "g_380.f0", print_hash_value);
    transparent_crc(g_380.f1, "g_380.f1", print_hash_value);
    transparent_crc(g_380.f2, "g_380.f2", print_hash_value);
    transparent_crc(g_380.f3, "g_380.f3", print_hash_value);
    transparent_crc(g_380.f4, "g_380.f4", print_hash_value);
    transparent_crc(g_380.f5, "g_380.f5", print_hash_value);
    transparent_crc(g_380.f6, "g_380.f6", print_hash_value);
    transparent_crc(g_380.f7, "g_380.f7", print_hash_value);
    transparent_crc(g_380.f8, "g_380.f8", print_hash_value);
    transparent_crc(g_380.f9, "g_380.f9", print_hash_value);
    transparent_crc(g_381.f0, "g_381.f0", print_hash_value);
    transparent_crc(g_381.f1, "g_381.f1", print_hash_value);
    transparent_crc(g_381.f2, "g_381.f2", print_hash_value);
    transparent_crc(g_381.f3, "g_381.f3", print_hash_value);
    transparent_crc(g_381.f4, "g_381.f4", print_hash_value);
    transparent_crc(g_381.f5, "g_381.f5", print_hash_value);
    transparent_crc(g_381.f6, "g_381.f6", print_hash_value);
    transparent_crc(g_381.f7, "g_381.f7", print_hash_value);
    transparent_crc(g_381.f8, "g_381.f8", print_hash_value);
    transparent_crc(g_381.f9, "g_381.f9", print_hash_value);
    transparent_crc(g_382.f0, "g_382.f0", print_hash_value);
    transparent_crc(g_382.f1, "g_382.f1", print_hash_value);
    transparent_crc(g_382.f2, "g_382.f2", print_hash_value);
    transparent_crc(g_382.f3, "g_382.f3", print_hash_value);
    transparent_crc(g_382.f4, "g_382.f4", print_hash_value);
    transparent_crc(g_382.f5, "g_382.f5", print_hash_value);
    transparent_crc(g_382.f6, "g_382.f6", print_hash_value);
    transparent_crc(g_382.f7, "g_382.f7", print_hash_value);
    transparent_crc(g_382.f8, "g_382.f8", print_hash_value);
    transparent_crc(g_382.f9, "g_382.f9", print_hash_value);
    transparent_crc(g_383.f0, "g_383.f0", print_hash_value);
    transparent_crc(g_383.f1, "g_383.f1", print_hash_value);
    transparent_crc(g_383.f2, "g_383.f2", print_hash_value);
    transparent_crc(g_383.f3, "g_383.f3", print_hash_value);
    transparent_crc(g_383.f4, "g_383.f4", print_hash_value);
    transparent_crc(g_383.f5, "g_383.f5", print_hash_value);
    transparent_crc(g_383.f6, "g_383.f6", print_hash_value);
    transparent_crc(g_383.f7, "g_383.f7", print_hash_value);
    transparent_crc(g_383.f8, "g_383.f8", print_hash_value);
    transparent_crc(g_383.f9, "g_383.f9", print_hash_value);
    transparent_crc(g_384.f0, "g_384.f0", print_hash_value);
    transparent_crc(g_384.f1, "g_384.f1", print_hash_value);
    transparent_crc(g_384.f2, "g_384.f2", print_hash_value);
    transparent_crc(g_384.f3, "g_384.f3", print_hash_value);
    transparent_crc(g_384.f4, "g_384.f4", print_hash_value);
    transparent_crc(g_384.f5, "g_384.f5", print_hash_value);
    transparent_crc(g_384.f6, "g_384.f6", print_hash_value);
    transparent_crc(g_384.f7, "g_384.f7", print_hash_value);
    transparent_crc(g_384.f8, "g_384.f8", print_hash_value);
    transparent_crc(g_384.f9, "g_384.f9", print_hash_value);
    transparent_crc(g_385.f0, "g_385.f0", print_hash_value);
    transparent_crc(g_385.f1, "g_385.f1", print_hash_value);
    transparent_crc(g_385.f2, "g_385.f2", print_hash_value);
    transparent_crc(g_385.f3, "g_385.f3", print_hash_value);
    transparent_crc(g_385.f4, "g_385.f4", print_hash_value);
    transparent_crc(g_385.f5, "g_385.f5", print_hash_value);
    transparent_crc(g_385.f6, "g_385.f6", print_hash_value);
    transparent_crc(g_385.f7, "g_385.f7", print_hash_value);
    transparent_crc(g_385.f8, "g_385.f8", print_hash_value);
    transparent_crc(g_385.f9, "g_385.f9", print_hash_value);
    transparent_crc(g_386.f0, "g_386.f0", print_hash_value);
    transparent_crc(g_386.f1, "g_386.f1", print_hash_value);
    transparent_crc(g_386.f2, "g_386.f2", print_hash_value);
    transparent_crc(g_386.f3, "g_386.f3", print_hash_value);
    transparent_crc(g_386.f4, "g_386.f4", print_hash_value);
    transparent_crc(g_386.f5, "g_386.f5", print_hash_value);
    transparent_crc(g_386.f6, "g_386.f6", print_hash_value);
    transparent_crc(g_386.f7, "g_386.f7", print_hash_value);
    transparent_crc(g_386.f8, "g_386.f8", print_hash_value);
    transparent_crc(g_386.f9, "g_386.f9", print_hash_value);
    transparent_crc(g_387.f0, "g_387.f0", print_hash_value);
    transparent_crc(g_387.f1, "g_387.f1", print_hash_value);
    transparent_crc(g_387.f2, "g_387.f2", print_hash_value);
    transparent_crc(g_387.f3, "g_387.f3", print_hash_value);
    transparent_crc(g_387.f4, "g_387.f4", print_hash_value);
    transparent_crc(g_387.f5, "g_387.f5", print_hash_value);
    transparent_crc(g_387.f6, "g_387.f6", print_hash_value);
    transparent_crc(g_387.f7, "g_387.f7", print_hash_value);
    transparent_crc(g_387.f8, "g_387.f8", print_hash_value);
    transparent_crc(g_387.f9, "g_387.f9", print_hash_value);
    transparent_crc(g_388.f0, "g_388.f0", print_hash_value);
    transparent_crc(g_388.f1, "g_388.f1", print_hash_value);
    transparent_crc(g_388.f2, "g_388.f2", print_hash_value);
    transparent_crc(g_388.f3, "g_388.f3", print_hash_value);
    transparent_crc(g_388.f4, "g_388.f4", print_hash_value);
    transparent_crc(g_388.f5, "g_388.f5", print_hash_value);
    transparent_crc(g_388.f6, "g_388.f6", print_hash_value);
    transparent_crc(g_388.f7, "g_388.f7", print_hash_value);
    transparent_crc(g_388.f8, "g_388.f8", print_hash_value);
    transparent_crc(g_388.f9, "g_388.f9", print_hash_value);
    transparent_crc(g_389.f0, "g_389.f0", print_hash_value);
    transparent_crc(g_389.f1, "g_389.f1", print_hash_value);
    transparent_crc(g_389.f2, "g_389.f2", print_hash_value);
    transparent_crc(g_389.f3, "g_389.f3", print_hash_value);
    transparent_crc(g_389.f4, "g_389.f4", print_hash_value);
    transparent_crc(g_389.f5, "g_389.f5", print_hash_value);
    transparent_crc(g_389.f6, "g_389.f6", print_hash_value);
    transparent_crc(g_389.f7, "g_389.f7", print_hash_value);
    transparent_crc(g_389.f8, "g_389.f8", print_hash_value);
    transparent_crc(g_389.f9, "g_389.f9", print_hash_value);
    transparent_crc(g_390.f0, "g_390.f0", print_hash_value);
    transparent_crc(g_390.f1, "g_390.f1", print_hash_value);
    transparent_crc(g_390.f2, "g_390.f2", print_hash_value);
    transparent_crc(g_390.f3, "g_390.f3", print_hash_value);
    transparent_crc(g_390.f4, "g_390.f4", print_hash_value);
    transparent_crc(g_390.f5, "g_390.f5", print_hash_value);
    transparent_crc(g_390.f6, "g_390.f6", print_hash_value);
    transparent_crc(g_390.f7, "g_390.f7", print_hash_value);
    transparent_crc(g_390.f8, "g_390.f8", print_hash_value);
    transparent_crc(g_390.f9, "g_390.f9", print_hash_value);
    transparent_crc(g_391.f0, "g_391.f0", print_hash_value);
    transparent_crc(g_391.f1, "g_391.f1", print_hash_value);
    transparent_crc(g_391.f2, "g_391.f2", print_hash_value);
    transparent_crc(g_391.f3, "g_391.f3", print_hash_value);
    transparent_crc(g_391.f4, "g_391.f4", print_hash_value);
    transparent_crc(g_391.f5, "g_391.f5", print_hash_value);
    transparent_crc(g_391.f6, "g_391.f6", print_hash_value);
    transparent_crc(g_391.f7, "g_391.f7", print_hash_value);
    transparent_crc(g_391.f8, "g_391.f8", print_hash_value);
    transparent_crc(g_391.f9, "g_391.f9", print_hash_value);
    transparent_crc(g_392.f0, "g_392.f0", print_hash_value);
    transparent_crc(g_392.f1, "g_392.f1", print_hash_value);
    transparent_crc(g_392.f2, "g_392.f2", print_hash_value);
    transparent_crc(g_392.f3, "g_392.f3", print_hash_value);
    transparent_crc(g_392.f4, "g_392.f4", print_hash_value);
    transparent_crc(g_392.f5, "g_392.f5", print_hash_value);
    transparent_crc(g_392.f6, "g_392.f6", print_hash_value);
    transparent_crc(g_392.f7, "g_392.f7", print_hash_value);
    transparent_crc(g_392.f8, "g_392.f8", print_hash_value);
    transparent_crc(g_392.f9, "g_392.f9", print_hash_value);
    transparent_crc(g_393.f0, "g_393.f0", print_hash_value);
    transparent_crc(g_393.f1, "g_393.f1", print_hash_value);
    transparent_crc(g_393.f2, "g_393.f2", print_hash_value);
    transparent_crc(g_393.f3, "g_393.f3", print_hash_value);
    transparent_crc(g_393.f4, "g_393.f4", print_hash_value);
    transparent_crc(g_393.f5, "g_393.f5", print_hash_value);
    transparent_crc(g_393.f6, "g_393.f6", print_hash_value);
    transparent_crc(g_393.f7, "g_393.f7", print_hash_value);
    transparent_crc(g_393.f8, "g_393.f8", print_hash_value);
    transparent_crc(g_393.f9, "g_393.f9", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_394[i].f0, "g_394[i].f0", print_hash_value);
        transparent_crc(g_394[i].f1, "g_394[i].f1", print_hash_value);
        transparent_crc(g_394[i].f2, "g_394[i].f2", print_hash_value);
        transparent_crc(g_394[i].f3, "g_394[i].f3", print_hash_value);
        transparent_crc(g_394[i].f4, "g_394[i].f4", print_hash_value);
        transparent_crc(g_394[i].f5, "g_394[i].f5", print_hash_value);
        transparent_crc(g_394[i].f6, "g_394[i].f6", print_hash_value);
        transparent_crc(g_394[i].f7, "g_394[i].f7", print_hash_value);
        transparent_crc(g_394[i].f8, "g_394[i].f8", print_hash_value);
        transparent_crc(g_394[i].f9, "g_394[i].f9", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_395.f0, "g_395.f0", print_hash_value);
    transparent_crc(g_395.f1, "g_395.f1", print_hash_value);
    transparent_crc(g_395.f2, "g_395.f2", print_hash_value);
    transparent_crc(g_395.f3, "g_395.f3", print_hash_value);
    transparent_crc(g_395.f4, "g_395.f4", print_hash_value);
    transparent_crc(g_395.f5, "g_395.f5", print_hash_value);
    transparent_crc(g_395.f6, "g_395.f6", print_hash_value);
    transparent_crc(g_395.f7, "g_395.f7", print_hash_value);
    transparent_crc(g_395.f8, "g_395.f8", print_hash_value);
    transparent_crc(g_395.f9, "g_395.f9", print_hash_value);
    transparent_crc(g_396.f0, "g_396.f0", print_hash_value);
    transparent_crc(g_396.f1, "g_396.f1", print_hash_value);
    transparent_crc(g_396.f2, "g_396.f2", print_hash_value);
    transparent_crc(g_396.f3, "g_396.f3", print_hash_value);
    transparent_crc(g_396.f4, "g_396.f4", print_hash_value);
    transparent_crc(g_396.f5, "g_396.f5", print_hash_value);
    transparent_crc(g_396.f6, "g_396.f6", print_hash_value);
    transparent_crc(g_396.f7, "g_396.f7", print_hash_value);
    transparent_crc(g_396.f8, "g_396.f8", print_hash_value);
    transparent_crc(g_396.f9, "g_396.f9", print_hash_value);
    transparent_crc(g_397.f0, "g_397.f0", print_hash_value);
    transparent_crc(g_397.f1, "g_397.f1", print_hash_value);
    transparent_crc(g_397.f2, "g_397.f2", print_hash_value);
    transparent_crc(g_397.f3, "g_397.f3", print_hash_value);
    transparent_crc(g_397.f4, "g_397.f4", print_hash_value);
    transparent_crc(g_397.f5, "g_397.f5", print_hash_value);
    transparent_crc(g_397.f6, "g_397.f6", print_hash_value);
    transparent_crc(g_397.f7, "g_397.f7", print_hash_value);
    transparent_crc(g_397.f8, "g_397.f8", print_hash_value);
    transparent_crc(g_397.f9, "g_397.f9", print_hash_value);
    transparent_crc(g_398.f0, "g_398.f0", print_hash_value);
    transparent_crc(g_398.f1, "g_398.f1", print_hash_value);
    transparent_crc(g_398.f2, "g_398.f2", print_hash_value);
    transparent_crc(g_398.f3, "g_398.f3", print_hash_value);
    transparent_crc(g_398.f4, "g_398.f4", print_hash_value);
    transparent_crc(g_398.f5, "g_398.f5", print_hash_value);
    transparent_crc(g_398.f6, "g_398.f6", print_hash_value);
    transparent_crc(g_398.f7, "g_398.f7", print_hash_value);
    transparent_crc(g_398.f8, "g_398.f8", print_hash_value);
    transparent_crc(g_398.f9, "g_398.f9", print_hash_value);
    transparent_crc(g_399.f0, "g_399.f0", print_hash_value);
    transparent_crc(g_399.f1, "g_399.f1", print_hash_value);
    transparent_crc(g_399.f2, "g_399.f2", print_hash_value);
    transparent_crc(g_399.f3, "g_399.f3", print_hash_value);
    transparent_crc(g_399.f4, "g_399.f4", print_hash_value);
    transparent_crc(g_399.f5, "g_399.f5", print_hash_value);
    transparent_crc(g_399.f6, "g_399.f6", print_hash_value);
    transparent_crc(g_399.f7, "g_399.f7", print_hash_value);
    transparent_crc(g_399.f8, "g_399.f8", print_hash_value);
    transparent_crc(g_399.f9, "g_399.f9", print_hash_value);
    for (i = 0; i < 6; i++)
    {
        transparent_crc(g_400[i].f0, "g_400[i].f0", print_hash_value);
        transparent_crc(g_400[i].f1, "g_400[i].f1", print_hash_value);
        transparent_crc(g_400[i].f2, "g_400[i].f2", print_hash_value);
        transparent_crc(g_400[i].f3, "g_400[i].f3", print_hash_value);
        transparent_crc(g_400[i].f4, "g_400[i].f4", print_hash_value);
        transparent_crc(g_400[i].f5, "g_400[i].f5", print_hash_value);
        transparent_crc(g_400[i].f6, "g_400[i].f6", print_hash_value);
        transparent_crc(g_400[i].f7, "g_400[i].f7", print_hash_value);
        transparent_crc(g_400[i].f8, "g_400[i].f8", print_hash_value);
        transparent_crc(g_400[i].f9, "g_400[i].f9", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_401.f0, "g_401.f0", print_hash_value);
    transparent_crc(g_401.f1, "g_401.f1", print_hash_value);
    transparent_crc(g_401.f2, "g_401.f2", print_hash_value);
    transparent_crc(g_401.f3, "g_401.f3", print_hash_value);
    transparent_crc(g_401.f4, "g_401.f4", print_hash_value);
    transparent_crc(g_401.f5, "g_401.f5", print_hash_value);
    transparent_crc(g_401.f6, "g_401.f6", print_hash_value);
    transparent_crc(g_401.f7, "g_401.f7", print_hash_value);
    transparent_crc(g_401.f8, "g_401.f8", print_hash_value);
    transparent_crc(g_401.f9, "g_401.f9", print_hash_value);
    transparent_crc(g_402.f0, "g_402.f0", print_hash_value);
    transparent_crc(g_402.f1, "g_402.f1", print_hash_value);
    transparent_crc(g_402.f2, "g_402.f2", print_hash_value);
    transparent_crc(g_402.f3, "g_402.f3", print_hash_value);
    transparent_crc(g_402.f4, "g_402.f4", print_hash_value);
    transparent_crc(g_402.f5, "g_402.f5", print_hash_value);
    transparent_crc(g_402.f6, "g_402.f6", print_hash_value);
    transparent_crc(g_402.f7, "g_402.f7", print_hash_value);
    transparent_crc(g_402.f8, "g_402.f8", print_hash_value);
    transparent_crc(g_402.f9, "g_402.f9", print_hash_value);
    for (i = 0; i < 2; i++)
    {
        for (j = 0; j < 3; j++)
        {
            transparent_crc(g_403[i][j].f0, "g_403[i][j].f0", print_hash_value);
            transparent_crc(g_403[i][j].f1, "g_403[i][j].f1", print_hash_value);
            transparent_crc(g_403[i][j].f2, "g_403[i][j].f2", print_hash_value);
            transparent_crc(g_403[i][j].f3, "g_403[i][j].f3", print_hash_value);
            transparent_crc(g_403[i][j].f4, "g_403[i][j].f4", print_hash_value);
            transparent_crc(g_403[i][j].f5, "g_403[i][j].f5", print_hash_value);
            transparent_crc(g_403[i][j].f6, "g_403[i][j].f6", print_hash_value);
            transparent_crc(g_403[i][j].f7, "g_403[i][j].f7", print_hash_value);
            transparent_crc(g_403[i][j].f8, "g_403[i][j].f8", print_hash_value);
            transparent_crc(g_403[i][j].f9, "g_403[i][j].f9", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    transparent_crc(g_404.f0, "g_404.f0", print_hash_value);
    transparent_crc(g_404.f1, "g_404.f1", print_hash_value);
    transparent_crc(g_404.f2, "g_404.f2", print_hash_value);
    transparent_crc(g_404.f3, "g_404.f3", print_hash_value);
    transparent_crc(g_404.f4, "g_404.f4", print_hash_value);
    transparent_crc(g_404.f5, "g_404.f5", print_hash_value);
    transparent_crc(g_404.f6, "g_404.f6", print_hash_value);
    transparent_crc(g_404.f7, "g_404.f7", print_hash_value);
    transparent_crc(g_404.f8, "g_404.f8", print_hash_value);
    transparent_crc(g_404.f9, "g_404.f9", print_hash_value);
    transparent_crc(g_405.f0, "g_405.f0", print_hash_value);
    transparent_crc(g_405.f1, "g_405.f1", print_hash_value);
    transparent_crc(g_405.f2, "g_405.f2", print_hash_value);
    transparent_crc(g_405.f3, "g_405.f3", print_hash_value);
    transparent_crc(g_405.f4, "g_405.f4", print_hash_value);
    transparent_crc(g_405.f5, "g_405.f5", print_hash_value);
    transparent_crc(g_405.f6, "g_405.f6", print_hash_value);
    transparent_crc(g_405.f7, "g_405.f7", print_hash_value);
    transparent_crc(g_405.f8, "g_405.f8", print_hash_value);
    transparent_crc(g_405.f9, "g_405.f9", print_hash_value);
    transparent_crc(g_406.f0, "g_406.f0", print_hash_value);
    transparent_crc(g_406.f1, "g_406.f1", print_hash_value);
    transparent_crc(g_406.f2, "g_406.f2", print_hash_value);
    transparent_crc(g_406.f3, "g_406.f3", print_hash_value);
    transparent_crc(g_406.f4, "g_406.f4", print_hash_value);
    transparent_crc(g_406.f5, "g_406.f5", print_hash_value);
    transparent_crc(g_406.f6, "g_406.f6", print_hash_value);
    transparent_crc(g_406.f7, "g_406.f7", print_hash_value);
    transparent_crc(g_406.f8, "g_406.f8", print_hash_value);
    transparent_crc(g_406.f9, "g_406.f9", print_hash_value);
    transparent_crc(g_407.f0, "g_407.f0", print_hash_value);
    transparent_crc(g_407.f1, "g_407.f1", print_hash_value);
    transparent_crc(g_407.f2, "g_407.f2", print_hash_value);
    transparent_crc(g_407.f3, "g_407.f3", print_hash_value);
    transparent_crc(g_407.f4, "g_407.f4", print_hash_value);
    transparent_crc(g_407.f5, "g_407.f5", print_hash_value);
    transparent_crc(g_407.f6, "g_407.f6", print_hash_value);
    transparent_crc(g_407.f7, "g_407.f7", print_hash_value);
    transparent_crc(g_407.f8, "g_407.f8", print_hash_value);
    transparent_crc(g_407.f9, "g_407.f9", print_hash_value);
    transparent_crc(g_408.f0, "g_408.f0", print_hash_value);
    transparent_crc(g_408.f1, "g_408.f1", print_hash_value);
    transparent_crc(g_408.f2, "g_408.f2", print_hash_value);
    transparent_crc(g_408.f3, "g_408.f3", print_hash_value);
    transparent_crc(g_408.f4, "g_408.f4", print_hash_value);
    transparent_crc(g_408.f5, "g_408.f5", print_hash_value);
    transparent_crc(g_408.f6, "g_408.f6", print_hash_value);
    transparent_crc(g_408.f7, "g_408.f7", print_hash_value);
    transparent_crc(g_408.f8, "g_408.f8", print_hash_value);
    transparent_crc(g_408.f9, "g_408.f9", print_hash_value);
    transparent_crc(g_409.f0, "g_409.f0", print_hash_value);
    transparent_crc(g_409.f1, "g_409.f1", print_hash_value);
    transparent_crc(g_409.f2, "g_409.f2", print_hash_value);
    transparent_crc(g_409.f3, "g_409.f3", print_hash_value);
    transparent_crc(g_409.f4, "g_409.f4", print_hash_value);
    transparent_crc(g_409.f5, "g_409.f5", print_hash_value);
    transparent_crc(g_409.f6, "g_409.f6", print_hash_value);
    transparent_crc(g_409.f7, "g_409.f7", print_hash_value);
    transparent_crc(g_409.f8, "g_409.f8", print_hash_value);
    transparent_crc(g_409.f9, "g_409.f9", print_hash_value);
    transparent_crc(g_410.f0, "g_410.f0", print_hash_value);
    transparent_crc(g_410.f1, "g_410.f1", print_hash_value);
    transparent_crc(g_410.f2, "g_410.f2", print_hash_value);
    transparent_crc(g_410.f3, "g_410.f3", print_hash_value);
    transparent_crc(g_410.f4, "g_410.f4", print_hash_value);
    transparent_crc(g_410.f5, "g_410.f5", print_hash_value);
    transparent_crc(g_410.f6, "g_410.f6", print_hash_value);
    transparent_crc(g_410.f7, "g_410.f7", print_hash_value);
    transparent_crc(g_410.f8, "g_410.f8", print_hash_value);
    transparent_crc(g_410.f9, "g_410.f9", print_hash_value);
    transparent_crc(g_411.f0, "g_411.f0", print_hash_value);
    transparent_crc(g_411.f1, "g_411.f1", print_hash_value);
    transparent_crc(g_411.f2, "g_411.f2", print_hash_value);
    transparent_crc(g_411.f3, "g_411.f3", print_hash_value);
    transparent_crc(g_411.f4, "g_411.f4", print_hash_value);
    transparent_crc(g_411.f5, "g_411.f5", print_hash_value);
    transparent_crc(g_411.f6, "g_411.f6", print_hash_value);
    transparent_crc(g_411.f7, "g_411.f7", print_hash_value);
    transparent_crc(g_411.f8, "g_411.f8", print_hash_value);
    transparent_crc(g_411.f9, "g_411.f9", print_hash_value);
    transparent_crc(g_412.f0, "g_412.f0", print_hash_value);
    transparent_crc(g_412.f1, "g_412.f1", print_hash_value);
    transparent_crc(g_412.f2, "g_412.f2", print_hash_value);
    transparent_crc(g_412.f3, "g_412.f3", print_hash_value);
    transparent_crc(g_412.f4, "g_412.f4", print_hash_value);
    transparent_crc(g_412.f5, "g_412.f5", print_hash_value);
    transparent_crc(g_412.f6, "g_412.f6", print_hash_value);
    transparent_crc(g_412.f7, "g_412.f7", print_hash_value);
    transparent_crc(g_412.f8, "g_412.f8", print_hash_value);
    transparent_crc(g_412.f9, "g_412.f9", print_hash_value);
    transparent_crc(g_413.f0, "g_413.f0", print_hash_value);
    transparent_crc(g_413.f1, "g_413.f1", print_hash_value);
    transparent_crc(g_413.f2, "g_413.f2", print_hash_value);
    transparent_crc(g_413.f3, "g_413.f3", print_hash_value);
    transparent_crc(g_413.f4, "g_413.f4", print_hash_value);
    transparent_crc(g_413.f5, "g_413.f5", print_hash_value);
    transparent_crc(g_413.f6, "g_413.f6", print_hash_value);
    transparent_crc(g_413.f7, "g_413.f7", print_hash_value);
    transparent_crc(g_413.f8, "g_413.f8", print_hash_value);
    transparent_crc(g_413.f9, "g_413.f9", print_hash_value);
    for (i = 0; i < 1; i++)
    {
        for (j = 0; j < 5; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_414[i][j][k].f0, "g_414[i][j][k].f0", print_hash_value);
                transparent_crc(g_414[i][j][k].f1, "g_414[i][j][k].f1", print_hash_value);
                transparent_crc(g_414[i][j][k].f2, "g_414[i][j][k].f2", print_hash_value);
                transparent_crc(g_414[i][j][k].f3, "g_414[i][j][k].f3", print_hash_value);
                transparent_crc(g_414[i][j][k].f4, "g_414[i][j][k].f4", print_hash_value);
                transparent_crc(g_414[i][j][k].f5, "g_414[i][j][k].f5", print_hash_value);
                transparent_crc(g_414[i][j][k].f6, "g_414[i][j][k].f6", print_hash_value);
                transparent_crc(g_414[i][j][k].f7, "g_414[i][j][k].f7", print_hash_value);
                transparent_crc(g_414[i][j][k].f8, "g_414[i][j][k].f8", print_hash_value);
                transparent_crc(g_414[i][j][k].f9, "g_414[i][j][k].f9", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_415.f0, "g_415.f0", print_hash_value);
    transparent_crc(g_415.f1, "g_415.f1", print_hash_value);
    transparent_crc(g_415.f2, "g_415.f2", print_hash_value);
    transparent_crc(g_415.f3, "g_415.f3", print_hash_value);
    transparent_crc(g_415.f4, "g_415.f4", print_hash_value);
    transparent_crc(g_415.f5, "g_415.f5", print_hash_value);
    transparent_crc(g_415.f6, "g_415.f6", print_hash_value);
    transparent_crc(g_415.f7, "g_415.f7", print_hash_value);
    transparent_crc(g_415.f8, "g_415.f8", print_hash_value);
    transparent_crc(g_415.f9, "g_415.f9", print_hash_value);
    transparent_crc(g_416.f0, "g_416.f0", print_hash_value);
    transparent_crc(g_416.f1, "g_416.f1", print_hash_value);
    transparent_crc(g_416.f2, "g_416.f2", print_hash_value);
    transparent_crc(g_416.f3, "g_416.f3", print_hash_value);
    transparent_crc(g_416.f4, "g_416.f4", print_hash_value);
    transparent_crc(g_416.f5, "g_416.f5", print_hash_value);
    transparent_crc(g_416.f6, "g_416.f6", print_hash_value);
    transparent_crc(g_416.f7, "g_416.f7", print_hash_value);
    transparent_crc(g_416.f8, "g_416.f8", print_hash_value);
    transparent_crc(g_416.f9, "g_416.f9", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_417[i].f0, "g_417[i].f0", print_hash_value);
        transparent_crc(g_417[i].f1, "g_417[i].f1", print_hash_value);
        transparent_crc(g_417[i].f2, "g_417[i].f2", print_hash_value);
        transparent_crc(g_417[i].f3, "g_417[i].f3", print_hash_value);
        transparent_crc(g_417[i].f4, "g_417[i].f4", print_hash_value);
        transparent_crc(g_417[i].f5, "g_417[i].f5", print_hash_value);
        transparent_crc(g_417[i].f6, "g_417[i].f6", print_hash_value);
        transparent_crc(g_417[i].f7, "g_417[i].f7", print_hash_value);
        transparent_crc(g_417[i].f8, "g_417[i].f8", print_hash_value);
        transparent_crc(g_417[i].f9, "g_417[i].f9", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 9; k++)
            {
                transparent_crc(g_418[i][j][k].f0, "g_418[i][j][k].f0", print_hash_value);
                transparent_crc(g_418[i][j][k].f1, "g_418[i][j][k].f1", print_hash_value);
                transparent_crc(g_418[i][j][k].f2, "g_418[i][j][k].f2", print_hash_value);
                transparent_crc(g_418[i][j][k].f3, "g_418[i][j][k].f3", print_hash_value);
                transparent_crc(g_418[i][j][k].f4, "g_418[i][j][k].f4", print_hash_value);
                transparent_crc(g_418[i][j][k].f5, "g_418[i][j][k].f5", print_hash_value);
                transparent_crc(g_418[i][j][k].f6, "g_418[i][j][k].f6", print_hash_value);
                transparent_crc(g_418[i][j][k].f7, "g_418[i][j][k].f7", print_hash_value);
                transparent_crc(g_418[i][j][k].f8, "g_418[i][j][k].f8", print_hash_value);
                transparent_crc(g_418[i][j][k].f9, "g_418[i][j][k].f9", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_419.f0, "g_419.f0", print_hash_value);
    transparent_crc(g_419.f1, "g_419.f1", print_hash_value);
    transparent_crc(g_419.f2, "g_419.f2", print_hash_value);
    transparent_crc(g_419.f3, "g_419.f3", print_hash_value);
    transparent_crc(g_419.f4, "g_419.f4", print_hash_value);
    transparent_crc(g_419.f5, "g_419.f5", print_hash_value);
    transparent_crc(g_419.f6, "g_419.f6", print_hash_value);
    transparent_crc(g_419.f7, "g_419.f7", print_hash_value);
    transparent_crc(g_419.f8, "g_419.f8", print_hash_value);
    transparent_crc(g_419.f9, "g_419.f9", print_hash_value);
    transparent_crc(g_420.f0, "g_420.f0", print_hash_value);
    transparent_crc(g_420.f1, "g_420.f1", print_hash_value);
    transparent_crc(g_420.f2, "g_420.f2", print_hash_value);
    transparent_crc(g_420.f3, "g_420.f3", print_hash_value);
    transparent_crc(g_420.f4, "g_420.f4", print_hash_value);
    transparent_crc(g_420.f5, "g_420.f5", print_hash_value);
    transparent_crc(g_420.f6, "g_420.f6", print_hash_value);
    transparent_crc(g_420.f7, "g_420.f7", print_hash_value);
    transparent_crc(g_420.f8, "g_420.f8", print_hash_value);
    transparent_crc(g_420.f9, "g_420.f9", print_hash_value);
    transparent_crc(g_421.f0, "g_421.f0", print_hash_value);
    transparent_crc(g_421.f1, "g_421.f1", print_hash_value);
    transparent_crc(g_421.f2, "g_421.f2", print_hash_value);
    transparent_crc(g_421.f3, "g_421.f3", print_hash_value);
    transparent_crc(g_421.f4, "g_421.f4", print_hash_value);
    transparent_crc(g_421.f5, "g_421.f5", print_hash_value);
    transparent_crc(g_421.f6, "g_421.f6", print_hash_value);
    transparent_crc(g_421.f7, "g_421.f7", print_hash_value);
    transparent_crc(g_421.f8, "g_421.f8", print_hash_value);
    transparent_crc(g_421.f9, "g_421.f9", print_hash_value);
    transparent_crc(g_422.f0, "g_422.f0", print_hash_value);
    transparent_crc(g_422.f1, "g_422.f1", print_hash_value);
    transparent_crc(g_422.f2, "g_422.f2", print_hash_value);
    transparent_crc(g_422.f3, "g_422.f3", print_hash_value);
    transparent_crc(g_422.f4, "g_422.f4", print_hash_value);
    transparent_crc(g_422.f5, "g_422.f5", print_hash_value);
    transparent_crc(g_422.f6, "g_422.f6", print_hash_value);
    transparent_crc(g_422.f7, "g_422.f7", print_hash_value);
    transparent_crc(g_422.f8, "g_422.f8", print_hash_value);
    transparent_crc(g_422.f9, "g_422.f9", print_hash_value);
    transparent_crc(g_423.f0, "g_423.f0", print_hash_value);
    transparent_crc(g_423.f1, "g_423.f1", print_hash_value);
    transparent_crc(g_423.f2, "g_423.f2", print_hash_value);
    transparent_crc(g_423.f3, "g_423.f3", print_hash_value);
    transparent_crc(g_423.f4, "g_423.f4", print_hash_value);
    transparent_crc(g_423.f5, "g_423.f5", print_hash_value);
    transparent_crc(g_423.f6, "g_423.f6", print_hash_value);
    transparent_crc(g_423.f7, "g_423.f7", print_hash_value);
    transparent_crc(g_423.f8, "g_423.f8", print_hash_value);
    transparent_crc(g_423.f9, "g_423.f9", print_hash_value);
    for (i = 0; i < 9; i++)
    {
        transparent_crc(g_424[i].f0, "g_424[i].f0", print_hash_value);
        transparent_crc(g_424[i].f1, "g_424[i].f1", print_hash_value);
        transparent_crc(g_424[i].f2, "g_424[i].f2", print_hash_value);
        transparent_crc(g_424[i].f3, "g_424[i].f3", print_hash_value);
        transparent_crc(g_424[i].f4, "g_424[i].f4", print_hash_value);
        transparent_crc(g_424[i].f5, "g_424[i].f5", print_hash_value);
        transparent_crc(g_424[i].f6, "g_424[i].f6", print_hash_value);
        transparent_crc(g_424[i].f7, "g_424[i].f7", print_hash_value);
        transparent_crc(g_424[i].f8, "g_424[i].f8", print_hash_value);
        transparent_crc(g_424[i].f9, "g_424[i].f9", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_425.f0, "g_425.f0", print_hash_value);
    transparent_crc(g_425.f1, "g_425.f1", print_hash_value);
    transparent_crc(g_425.f2, "g_425.f2", print_hash_value);
    transparent_crc(g_425.f3, "g_425.f3", print_hash_value);
    transparent_crc(g_425.f4, "g_425.f4", print_hash_value);
    transparent_crc(g_425.f5, "g_425.f5", print_hash_value);
    transparent_crc(g_425.f6, "g_425.f6", print_hash_value);
    transparent_crc(g_425.f7, "g_425.f7", print_hash_value);
    transparent_crc(g_425.f8, "g_425.f8", print_hash_value);
    transparent_crc(g_425.f9, "g_425.f9", print_hash_value);
    transparent_crc(g_426.f0, "g_426.f0", print_hash_value);
    transparent_crc(g_426.f1, "g_426.f1", print_hash_value);
    transparent_crc(g_426.f2, "g_426.f2", print_hash_value);
    transparent_crc(g_426.f3, "g_426.f3", print_hash_value);
    transparent_crc(g_426.f4, "g_426.f4", print_hash_value);
    transparent_crc(g_426.f5, "g_426.f5", print_hash_value);
    transparent_crc(g_426.f6, "g_426.f6", print_hash_value);
    transparent_crc(g_426.f7, "g_426.f7", print_hash_value);
    transparent_crc(g_426.f8, "g_426.f8", print_hash_value);
    transparent_crc(g_426.f9, "g_426.f9", print_hash_value);
    transparent_crc(g_427.f0, "g_427.f0", print_hash_value);
    transparent_crc(g_427.f1, "g_427.f1", print_hash_value);
    transparent_crc(g_427.f2, "g_427.f2", print_hash_value);
    transparent_crc(g_427.f3, "g_427.f3", print_hash_value);
    transparent_crc(g_427.f4, "g_427.f4", print_hash_value);
    transparent_crc(g_427.f5, "g_427.f5", print_hash_value);
    transparent_crc(g_427.f6, "g_427.f6", print_hash_value);
    transparent_crc(g_427.f7, "g_427.f7", print_hash_value);
    transparent_crc(g_427.f8, "g_427.f8", print_hash_value);
    transparent_crc(g_427.f9, "g_427.f9", print_hash_value);
    transparent_crc(g_428.f0, "g_428.f0", print_hash_value);
    transparent_crc(g_428.f1, "g_428.f1", print_hash_value);
    transparent_crc(g_428.f2, "g_428.f2", print_hash_value);
    transparent_crc(g_428.f3, "g_428.f3", print_hash_value);
    transparent_crc(g_428.f4, "g_428.f4", print_hash_value);
    transparent_crc(g_428.f5, "g_428.f5", print_hash_value);
    transparent_crc(g_428.f6, "g_428.f6", print_hash_value);
    transparent_crc(g_428.f7, "g_428.f7", print_hash_value);
    transparent_crc(g_428.f8, "g_428.f8", print_hash_value);
    transparent_crc(g_428.f9, "g_428.f9", print_hash_value);
    transparent_crc(g_429.f0, "g_429.f0", print_hash_value);
    transparent_crc(g_429.f1, "g_429.f1", print_hash_value);
    transparent_crc(g_429.f2, "g_429.f2", print_hash_value);
    transparent_crc(g_429.f3, "g_429.f3", print_hash_value);
    transparent_crc(g_429.f4, "g_429.f4", print_hash_value);
    transparent_crc(g_429.f5, "g_429.f5", print_hash_value);
    transparent_crc(g_429.f6, "g_429.f6", print_hash_value);
    transparent_crc(g_429.f7, "g_429.f7", print_hash_value);
    transparent_crc(g_429.f8, "g_429.f8", print_hash_value);
    transparent_crc(g_429.f9, "g_429.f9", print_hash_value);
    transparent_crc(g_430.f0, "g_430.f0", print_hash_value);
    transparent_crc(g_430.f1, "g_430.f1", print_hash_value);
    transparent_crc(g_430.f2, "g_430.f2", print_hash_value);
    transparent_crc(g_430.f3, "g_430.f3", print_hash_value);
    transparent_crc(g_430.f4, "g_430.f4", print_hash_value);
    transparent_crc(g_430.f5, "g_430.f5", print_hash_value);
    transparent_crc(g_430.f6, "g_430.f6", print_hash_value);
    transparent_crc(g_430.f7, "g_430.f7", print_hash_value);
    transparent_crc(g_430.f8, "g_430.f8", print_hash_value);
    transparent_crc(g_430.f9, "g_430.f9", print_hash_value);
    transparent_crc(g_431.f0, "g_431.f0", print_hash_value);
    transparent_crc(g_431.f1, "g_431.f1", print_hash_value);
    transparent_crc(g_431.f2, "g_431.f2", print_hash_value);
    transparent_crc(g_431.f3, "g_431.f3", print_hash_value);
    transparent_crc(g_431.f4, "g_431.f4", print_hash_value);
    transparent_crc(g_431.f5, "g_431.f5", print_hash_value);
    transparent_crc(g_431.f6, "g_431.f6", print_hash_value);
    transparent_crc(g_431.f7, "g_431.f7", print_hash_value);
    transparent_crc(g_431.f8, "g_431.f8", print_hash_value);
    transparent_crc(g_431.f9, "g_431.f9", print_hash_value);
    transparent_crc(g_432.f0, "g_432.f0", print_hash_value);
    transparent_crc(g_432.f1, "g_432.f1", print_hash_value);
    transparent_crc(g_432.f2, "g_432.f2", print_hash_value);
    transparent_crc(g_432.f3, "g_432.f3", print_hash_value);
    transparent_crc(g_432.f4, "g_432.f4", print_hash_value);
    transparent_crc(g_432.f5, "g_432.f5", print_hash_value);
    transparent_crc(g_432.f6, "g_432.f6", print_hash_value);
    transparent_crc(g_432.f7, "g_432.f7", print_hash_value);
    transparent_crc(g_432.f8, "g_432.f8", print_hash_value);
    transparent_crc(g_432.f9, "g_432.f9", print_hash_value);
    transparent_crc(g_433.f0, "g_433.f0", print_hash_value);
    transparent_crc(g_433.f1, "g_433.f1", print_hash_value);
    transparent_crc(g_433.f2, "g_433.f2", print_hash_value);
    transparent_crc(g_433.f3, "g_433.f3", print_hash_value);
    transparent_crc(g_433.f4, "g_433.f4", print_hash_value);
    transparent_crc(g_433.f5, "g_433.f5", print_hash_value);
    transparent_crc(g_433.f6, "g_433.f6", print_hash_value);
    transparent_crc(g_433.f7, "g_433.f7", print_hash_value);
    transparent_crc(g_433.f8, "g_433.f8", print_hash_value);
    transparent_crc(g_433.f9, "g_433.f9", print_hash_value);
    transparent_crc(g_434.f0, "g_434.f0", print_hash_value);
    transparent_crc(g_434.f1, "g_434.f1", print_hash_value);
    transparent_crc(g_434.f2, "g_434.f2", print_hash_value);
    transparent_crc(g_434.f3, "g_434.f3", print_hash_value);
    transparent_crc(g_434.f4, "g_434.f4", print_hash_value);
    transparent_crc(g_434.f5, "g_434.f5", print_hash_value);
    transparent_crc(g_434.f6, "g_434.f6", print_hash_value);
    transparent_crc(g_434.f7, "g_434.f7", print_hash_value);
    transparent_crc(g_434.f8, "g_434.f8", print_hash_value);
    transparent_crc(g_434.f9, "g_434.f9", print_hash_value);
    transparent_crc(g_435.f0, "g_435.f0", print_hash_value);
    transparent_crc(g_435.f1, "g_435.f1", print_hash_value);
    transparent_crc(g_435.f2, "g_435.f2", print_hash_value);
    transparent_crc(g_435.f3, "g_435.f3", print_hash_value);
    transparent_crc(g_435.f4, "g_435.f4", print_hash_value);
    transparent_crc(g_435.f5, "g_435.f5", print_hash_value);
    transparent_crc(g_435.f6, "g_435.f6", print_hash_value);
    transparent_crc(g_435.f7, "g_435.f7", print_hash_value);
    transparent_crc(g_435.f8, "g_435.f8", print_hash_value);
    transparent_crc(g_435.f9, "g_435.f9", print_hash_value);
    for (i = 0; i < 4; i++)
    {
        for (j = 0; j < 6; j++)
        {
            for (k = 0; k < 5; k++)
            {
                transparent_crc(g_436[i][j][k].f0, "g_436[i][j][k].f0", print_hash_value);
                transparent_crc(g_436[i][j][k].f1, "g_436[i][j][k].f1", print_hash_value);
                transparent_crc(g_436[i][j][k].f2, "g_436[i][j][k].f2", print_hash_value);
                transparent_crc(g_436[i][j][k].f3, "g_436[i][j][k].f3", print_hash_value);
                transparent_crc(g_436[i][j][k].f4, "g_436[i][j][k].f4", print_hash_value);
                transparent_crc(g_436[i][j][k].f5, "g_436[i][j][k].f5", print_hash_value);
                transparent_crc(g_436[i][j][k].f6, "g_436[i][j][k].f6", print_hash_value);
                transparent_crc(g_436[i][j][k].f7, "g_436[i][j][k].f7", print_hash_value);
                transparent_crc(g_436[i][j][k].f8, "g_436[i][j][k].f8", print_hash_value);
                transparent_crc(g_436[i][j][k].f9, "g_436[i][j][k].f9", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_437.f0, "g_437.f0", print_hash_value);
    transparent_crc(g_437.f1, "g_437.f1", print_hash_value);
    transparent_crc(g_437.f2, "g_437.f2", print_hash_value);
    transparent_crc(g_437.f3, "g_437.f3", print_hash_value);
    transparent_crc(g_437.f4, "g_437.f4", print_hash_value);
    transparent_crc(g_437.f5, "g_437.f5", print_hash_value);
    transparent_crc(g_437.f6, "g_437.f6", print_hash_value);
    transparent_crc(g_437.f7, "g_437.f7", print_hash_value);
    transparent_crc(g_437.f8, "g_437.f8", print_hash_value);
    transparent_crc(g_437.f9, "g_437.f9", print_hash_value);
    transparent_crc(g_438.f0, "g_438.f0", print_hash_value);
    transparent_crc(g_438.f1, "g_438.f1", print_hash_value);
    transparent_crc(g_438.f2, "g_438.f2", print_hash_value);
    transparent_crc(g_438.f3, "g_438.f3", print_hash_value);
    transparent_crc(g_438.f4, "g_438.f4", print_hash_value);
    transparent_crc(g_438.f5, "g_438.f5", print_hash_value);
    transparent_crc(g_438.f6, "g_438.f6", print_hash_value);
    transparent_crc(g_438.f7, "g_438.f7", print_hash_value);
    transparent_crc(g_438.f8, "g_438.f8", print_hash_value);
    transparent_crc(g_438.f9, "g_438.f9", print_hash_value);
    transparent_crc(g_439.f0, "g_439.f0", print_hash_value);
    transparent_crc(g_439.f1, "g_439.f1", print_hash_value);
    transparent_crc(g_439.f2, "g_439.f2", print_hash_value);
    transparent_crc(g_439.f3, "g_439.f3", print_hash_value);
    transparent_crc(g_439.f4, "g_439.f4", print_hash_value);
    transparent_crc(g_439.f5, "g_439.f5", print_hash_value);
    transparent_crc(g_439.f6, "g_439.f6", print_hash_value);
    transparent_crc(g_439.f7, "g_439.f7", print_hash_value);
    transparent_crc(g_439.f8, "g_439.f8", print_hash_value);
    transparent_crc(g_439.f9, "g_439.f9", print_hash_value);
    transparent_crc(g_440.f0, "g_440.f0", print_hash_value);
    transparent_crc(g_440.f1, "g_440.f1", print_hash_value);
    transparent_crc(g_440.f2, "g_440.f2", print_hash_value);
    transparent_crc(g_440.f3, "g_440.f3", print_hash_value);
    transparent_crc(g_440.f4, "g_440.f4", print_hash_value);
    transparent_crc(g_440.f5, "g_440.f5", print_hash_value);
    transparent_crc(g_440.f6, "g_440.f6", print_hash_value);
    transparent_crc(g_440.f7, "g_440.f7", print_hash_value);
    transparent_crc(g_440.f8, "g_440.f8", print_hash_value);
    transparent_crc(g_440.f9, "g_440.f9", print_hash_value);
    transparent_crc(g_441.f0, "g_441.f0", print_hash_value);
    transparent_crc(g_441.f1, "g_441.f1", print_hash_value);
    transparent_crc(g_441.f2, "g_441.f2", print_hash_value);
    transparent_crc(g_441.f3, "g_441.f3", print_hash_value);
    transparent_crc(g_441.f4, "g_441.f4", print_hash_value);
    transparent_crc(g_441.f5, "g_441.f5", print_hash_value);
    transparent_crc(g_441.f6, "g_441.f6", print_hash_value);
    transparent_crc(g_441.f7, "g_441.f7", print_hash_value);
    transparent_crc(g_441.f8, "g_441.f8", print_hash_value);
    transparent_crc(g_441.f9, "g_441.f9", print_hash_value);
    transparent_crc(g_442.f0, "g_442.f0", print_hash_value);
    transparent_crc(g_442.f1, "g_442.f1", print_hash_value);
    transparent_crc(g_442.f2, "g_442.f2", print_hash_value);
    transparent_crc(g_442.f3, "g_442.f3", print_hash_value);
    transparent_crc(g_442.f4, "g_442.f4", print_hash_value);
    transparent_crc(g_442.f5, "g_442.f5", print_hash_value);
    transparent_crc(g_442.f6, "g_442.f6", print_hash_value);
    transparent_crc(g_442.f7, "g_442.f7", print_hash_value);
    transparent_crc(g_442.f8, "g_442.f8", print_hash_value);
    transparent_crc(g_442.f9, "g_442.f9", print_hash_value);
    for (i = 0; i < 5; i++)
    {
        for (j = 0; j < 4; j++)
        {
            for (k = 0; k < 8; k++)
            {
                transparent_crc(g_443[i][j][k].f0, "g_443[i][j][k].f0", print_hash_value);
                transparent_crc(g_443[i][j][k].f1, "g_443[i][j][k].f1", print_hash_value);
                transparent_crc(g_443[i][j][k].f2, "g_443[i][j][k].f2", print_hash_value);
                transparent_crc(g_443[i][j][k].f3, "g_443[i][j][k].f3", print_hash_value);
                transparent_crc(g_443[i][j][k].f4, "g_443[i][j][k].f4", print_hash_value);
                transparent_crc(g_443[i][j][k].f5, "g_443[i][j][k].f5", print_hash_value);
                transparent_crc(g_443[i][j][k].f6, "g_443[i][j][k].f6", print_hash_value);
                transparent_crc(g_443[i][j][k].f7, "g_443[i][j][k].f7", print_hash_value);
                transparent_crc(g_443[i][j][k].f8, "g_443[i][j][k].f8", print_hash_value);
                transparent_crc(g_443[i][j][k].f9, "g_443[i][j][k].f9", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    transparent_crc(g_444.f0, "g_444.f0", print_hash_value);
    transparent_crc(g_444.f1, "g_444.f1", print_hash_value);
    transparent_crc(g_444.f2, "g_444.f2", print_hash_value);
    transparent_crc(g_444.f3, "g_444.f3", print_hash_value);
    transparent_crc(g_444.f4, "g_444.f4", print_hash_value);
    transparent_crc(g_444.f5, "g_444.f5", print_hash_value);
    transparent_crc(g_444.f6, "g_444.f6", print_hash_value);
    transparent_crc(g_444.f7, "g_444.f7", print_hash_value);
    transparent_crc(g_444.f8, "g_444.f8", print_hash_value);
    transparent_crc(g_444.f9, "g_444.f9", print_hash_value);
    transparent_crc(g_445.f0, "g_445.f0", print_hash_value);
    transparent_crc(g_445.f1, "g_445.f1", print_hash_value);
    transparent_crc(g_445.f2, "g_445.f2", print_hash_value);
    transparent_crc(g_445.f3, "g_445.f3", print_hash_value);
    transparent_crc(g_445.f4, "g_445.f4", print_hash_value);
    transparent_crc(g_445.f5, "g_445.f5", print_hash_value);
    transparent_crc(g_445.f6, "g_445.f6", print_hash_value);
    transparent_crc(g_445.f7, "g_445.f7", print_hash_value);
    transparent_crc(g_445.f8, "g_445.f8", print_hash_value);
    transparent_crc(g_445.f9, "g_445.f9", print_hash_value);
    transparent_crc(g_446.f0, "g_446.f0", print_hash_value);
    transparent_crc(g_446.f1, "g_446.f1", print_hash_value);
    transparent_crc(g_446.f2, "g_446.f2", print_hash_value);
    transparent_crc(g_446.f3, "g_446.f3", print_hash_value);
    transparent_crc(g_446.f4, "g_446.f4", print_hash_value);
    transparent_crc(g_446.f5, "g_446.f5", print_hash_value);
    transparent_crc(g_446.f6, "g_446.f6", print_hash_value);
    transparent_crc(g_446.f7, "g_446.f7", print_hash_value);
    transparent_crc(g_446.f8, "g_446.f8", print_hash_value);
    transparent_crc(g_446.f9, "g_446.f9", print_hash_value);
    transparent_crc(g_447.f0, "g_447.f0", print_hash_value);
    transparent_crc(g_447.f1, "g_447.f1", print_hash_value);
    transparent_crc(g_447.f2, "g_447.f2", print_hash_value);
    transparent_crc(g_447.f3, "g_447.f3", print_hash_value);
    transparent_crc(g_447.f4, "g_447.f4", print_hash_value);
    transparent_crc(g_447.f5, "g_447.f5", print_hash_value);
    transparent_crc(g_447.f6, "g_447.f6", print_hash_value);
    transparent_crc(g_447.f7, "g_447.f7", print_hash_value);
    transparent_crc(g_447.f8, "g_447.f8", print_hash_value);
    transparent_crc(g_447.f9, "g_447.f9", print_hash_value);
    transparent_crc(g_448.f0, "g_448.f0", print_hash_value);
    transparent_crc(g_448.f1, "g_448.f1", print_hash_value);
    transparent_crc(g_448.f2, "g_448.f2", print_hash_value);
    transparent_crc(g_448.f3, "g_448.f3", print_hash_value);
    transparent_crc(g_448.f4, "g_448.f4", print_hash_value);
    transparent_crc(g_448.f5, "g_448.f5", print_hash_value);
    transparent_crc(g_448.f6, "g_448.f6", print_hash_value);
    transparent_crc(g_448.f7, "g_448.f7", print_hash_value);
    transparent_crc(g_448.f8, "g_448.f8", print_hash_value);
    transparent_crc(g_448.f9, "g_448.f9", print_hash_value);
    transparent_crc(g_449.f0, "g_449.f0", print_hash_value);
    transparent_crc(g_449.f1, "g_449.f1", print_hash_value);
    transparent_crc(g_449.f2, "g_449.f2", print_hash_value);
    transparent_crc(g_449.f3, "g_449.f3", print_hash_value);
    transparent_crc(g_449.f4, "g_449.f4", print_hash_value);
    transparent_crc(g_449.f5, "g_449.f5", print_hash_value);
    transparent_crc(g_449.f6, "g_449.f6", print_hash_value);
    transparent_crc(g_449.f7, "g_449.f7", print_hash_value);
    transparent_crc(g_449.f8, "g_449.f8", print_hash_value);
    transparent_crc(g_449.f9, "g_449.f9", print_hash_value);
    transparent_crc(g_450.f0, "g_450.f0", print_hash_value);
    transparent_crc(g_450.f1, "g_450.f1", print_hash_value);
    transparent_crc(g_450.f2, "g_450.f2", print_hash_value);
    transparent_crc(g_450.f3, "g_450.f3", print_hash_value);
    transparent_crc(g_450.f4, "g_450.f4", print_hash_value);
    transparent_crc(g_450.f5, "g_450.f5", print_hash_value);
    transparent_crc(g_450.f6, "g_450.f6", print_hash_value);
    transparent_crc(g_450.f7, "g_450.f7", print_hash_value);
    transparent_crc(g_450.f8, "g_450.f8", print_hash_value);
    transparent_crc(g_450.f9, "g_450.f9", print_hash_value);
    transparent_crc(g_451.f0, "g_451.f0", print_hash_value);
    transparent_crc(g_451.f1, "g_451.f1", print_hash_value);
    transparent_crc(g_451.f2, "g_451.f2", print_hash_value);
    transparent_crc(g_451.f3, "g_451.f3", print_hash_value);
    transparent_crc(g_451.f4, "g_451.f4", print_hash_value);
    transparent_crc(g_451.f5, "g_451.f5", print_hash_value);
    transparent_crc(g_451.f6, "g_451.f6", print_hash_value);
    transparent_crc(g_451.f7, "g_451.f7", print_hash_value);
    transparent_crc(g_451.f8, "g_451.f8", print_hash_value);
    transparent_crc(g_451.f9, "g_451.f9", print_hash_value);
    for (i = 0; i < 8; i++)
    {
        for (j = 0; j < 7; j++)
        {
            for (k = 0; k < 4; k++)
            {
                transparent_crc(g_452[i][j][k].f0, "g_452[i][j][k].f0", print_hash_value);
                transparent_crc(g_452[i][j][k].f1, "g_452[i][j][k].f1", print_hash_value);
                transparent_crc(g_452[i][j][k].f2, "g_452[i][j][k].f2", print_hash_value);
                transparent_crc(g_452[i][j][k].f3, "g_452[i][j][k].f3", print_hash_value);
                transparent_crc(g_452[i][j][k].f4, "g_452[i][j][k].f4", print_hash_value);
                transparent_crc(g_452[i][j][k].f5, "g_452[i][j][k].f5", print_hash_value);
                transparent_crc(g_452[i][j][k].f6, "g_452[i][j][k].f6", print_hash_value);
                transparent_crc(g_452[i][j][k].f7, "g_452[i][j][k].f7", print_hash_value);
                transparent_crc(g_452[i][j][k].f8, "g_452[i][j][k].f8", print_hash_value);
                transparent_crc(g_452[i][j][k].f9, "g_452[i][j][k].f9", print_hash_value);
                if (print_hash_value) printf("index = [%d][%d][%d]\n", i, j, k);

            }
        }
    }
    for (i = 0; i < 8; i++)
    {
        transparent_crc(g_453[i].f0, "g_453[i].f0", print_hash_value);
        transparent_crc(g_453[i].f1, "g_453[i].f1", print_hash_value);
        transparent_crc(g_453[i].f2, "g_453[i].f2", print_hash_value);
        transparent_crc(g_453[i].f3, "g_453[i].f3", print_hash_value);
        transparent_crc(g_453[i].f4, "g_453[i].f4", print_hash_value);
        transparent_crc(g_453[i].f5, "g_453[i].f5", print_hash_value);
        transparent_crc(g_453[i].f6, "g_453[i].f6", print_hash_value);
        transparent_crc(g_453[i].f7, "g_453[i].f7", print_hash_value);
        transparent_crc(g_453[i].f8, "g_453[i].f8", print_hash_value);
        transparent_crc(g_453[i].f9, "g_453[i].f9", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_454.f0, "g_454.f0", print_hash_value);
    transparent_crc(g_454.f1, "g_454.f1", print_hash_value);
    transparent_crc(g_454.f2, "g_454.f2", print_hash_value);
    transparent_crc(g_454.f3, "g_454.f3", print_hash_value);
    transparent_crc(g_454.f4, "g_454.f4", print_hash_value);
    transparent_crc(g_454.f5, "g_454.f5", print_hash_value);
    transparent_crc(g_454.f6, "g_454.f6", print_hash_value);
    transparent_crc(g_454.f7, "g_454.f7", print_hash_value);
    transparent_crc(g_454.f8, "g_454.f8", print_hash_value);
    transparent_crc(g_454.f9, "g_454.f9", print_hash_value);
    for (i = 0; i < 10; i++)
    {
        for (j = 0; j < 5; j++)
        {
            transparent_crc(g_455[i][j].f0, "g_455[i][j].f0", print_hash_value);
            transparent_crc(g_455[i][j].f1, "g_455[i][j].f1", print_hash_value);
            transparent_crc(g_455[i][j].f2, "g_455[i][j].f2", print_hash_value);
            transparent_crc(g_455[i][j].f3, "g_455[i][j].f3", print_hash_value);
            transparent_crc(g_455[i][j].f4, "g_455[i][j].f4", print_hash_value);
            transparent_crc(g_455[i][j].f5, "g_455[i][j].f5", print_hash_value);
            transparent_crc(g_455[i][j].f6, "g_455[i][j].f6", print_hash_value);
            transparent_crc(g_455[i][j].f7, "g_455[i][j].f7", print_hash_value);
            transparent_crc(g_455[i][j].f8, "g_455[i][j].f8", print_hash_value);
            transparent_crc(g_455[i][j].f9, "g_455[i][j].f9", print_hash_value);
            if (print_hash_value) printf("index = [%d][%d]\n", i, j);

        }
    }
    for (i = 0; i < 7; i++)
    {
        transparent_crc(g_471[i], "g_471[i]", print_hash_value);
        if (print_hash_value) printf("index = [%d]\n", i);

    }
    transparent_crc(g_606, "g_606", print_hash_value);
    transparent_crc(g_798.f0, "g_798.f0", print_hash_value);
    transparent_crc(g_798.f1, "g_798.f1", print_hash_value);
    transparent_crc(g_798.f2, "g_798.f2", print_hash_value);
    transparent_crc(g_798.f3, "g_798.f3", print_hash_value);
    transparent_crc(g_798.f4, "g_798.f4", print_hash_value);
    transparent_crc(g_798.f5, "g_798.f5", print_hash_value);
    transparent_crc(g_798.f6, "g_798.f6", print_hash_value);
    transparent_crc(g_798.f7, "g_798.f7", print_hash_value);
    transparent_crc(g_798.f8, "g_798.f8", print_hash_value);
    transparent_crc(g_798.f9, "g_798.f9", print_hash_value);
    transparent_crc(g_895, "g_895", print_hash_value);
    transparent_crc(g_974, "g_974", print_hash_value);
    transparent_crc(g_982, "g_982", print_hash_value);
    transparent_crc(g_994, "g_994", print_hash_value);
    platform_main_end(crc32_context & 0xFUL, print_hash_value);
    return 0;
}
