#include "YCbCrToRGB.h"

/// HEIF photos' colours, converted from the decoder's YCbCr planes by this package rather than by
/// libheif, whose conversion changed between versions (Debian 12's 1.15.1 and Debian 13's 1.23.6
/// differ by 1 or 2 levels a channel: docs/reference/same-pixels.md). The rules are libheif
/// 1.15.1's for 8-bit pictures, so the photos every reference image of this repository was drawn
/// with keep their pixels (`Op_YCbCr_to_RGB`,
/// strukturag/libheif@06f6acfe735379b9c3bcf865285f6dba80611e90 libheif/heif_colorconversion.cc):
/// - Chroma is upsampled by nearest neighbour: pixel (x, y) takes chroma sample
///   (x >> chroma_shift_x, y >> chroma_shift_y).
/// - The matrix is the picture's MatrixCoefficients: 1 BT.709, 4 FCC, 5 and 6 BT.601, 7 SMPTE 240M,
///   9 and 10 BT.2020 (Kr and Kb from H.273's table); any other value, 2 (unspecified) included,
///   is BT.601's (1.402, -0.344136, -0.714136, 1.772). 0 (identity) takes R, G, B from Cr, Y, Cb
///   unchanged, whatever the range.
/// - Limited range scales Y less 16 by 1.1689 and Cb and Cr by 1.1429 first.
/// - Arithmetic is IEEE single precision, each product and sum rounded as written, left to right
///   (no fused multiply-add, `FP_CONTRACT OFF`); a channel is then rounded half up and clamped to
///   the samples' range, and, above 8 bits, its low bits dropped (as libheif's HDR to 8 bits).
#pragma STDC FP_CONTRACT OFF

typedef struct { float r_cr, g_cb, g_cr, b_cb; } coefficients;

static coefficients for_matrix(int matrix) {
    float kr = 0, kb = 0;
    switch (matrix) {
        case 1: kr = 0.2126f; kb = 0.0722f; break;
        case 4: kr = 0.30f; kb = 0.11f; break;
        case 5: case 6: kr = 0.299f; kb = 0.114f; break;
        case 7: kr = 0.212f; kb = 0.087f; break;
        case 9: case 10: kr = 0.2627f; kb = 0.0593f; break;
        default: return (coefficients){1.402f, -0.344136f, -0.714136f, 1.772f};
    }
    coefficients c;
    c.r_cr = 2 * (-kr + 1);
    c.g_cb = 2 * kb * (-kb + 1) / (kb + kr - 1);
    c.g_cr = 2 * kr * (-kr + 1) / (kb + kr - 1);
    c.b_cb = 2 * (-kb + 1);
    return c;
}

static int sample(const imageshim_ycbcr *in, int plane, int x, int y) {
    const uint8_t *row = in->planes[plane] + (long)y * in->strides[plane];
    return in->bits > 8 ? ((const uint16_t *)row)[x] : row[x];
}

static uint8_t rounded(float value, int maximum, int bits) {
    long x = (long)(value + 0.5f);
    if (x < 0) x = 0;
    if (x > maximum) x = maximum;
    return (uint8_t)(x >> (bits - 8));
}

void imageshim_ycbcr_to_rgb(const imageshim_ycbcr *in, uint8_t *red, uint8_t *green, uint8_t *blue, int stride) {
    const coefficients c = for_matrix(in->matrix);
    const int half = 1 << (in->bits - 1), maximum = (1 << in->bits) - 1, offset = 16 << (in->bits - 8);
    for (int y = 0; y < in->height; y++) {
        for (int x = 0; x < in->width; x++) {
            const int cx = x >> in->chroma_shift_x, cy = y >> in->chroma_shift_y;
            float luma = (float)sample(in, 0, x, y), cb = (float)(sample(in, 1, cx, cy) - half);
            float cr = (float)(sample(in, 2, cx, cy) - half);
            const long at = (long)y * stride + x;
            if (in->matrix == 0) {
                red[at] = rounded((float)sample(in, 2, cx, cy), maximum, in->bits);
                green[at] = rounded(luma, maximum, in->bits);
                blue[at] = rounded((float)sample(in, 1, cx, cy), maximum, in->bits);
                continue;
            }
            if (!in->full_range) {
                luma = (luma - (float)offset) * 1.1689f;
                cb = cb * 1.1429f;
                cr = cr * 1.1429f;
            }
            red[at] = rounded(luma + c.r_cr * cr, maximum, in->bits);
            green[at] = rounded(luma + c.g_cb * cb + c.g_cr * cr, maximum, in->bits);
            blue[at] = rounded(luma + c.b_cb * cb, maximum, in->bits);
        }
    }
}
