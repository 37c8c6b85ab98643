#ifndef IMAGESHIM_YCBCR_TO_RGB_H
#define IMAGESHIM_YCBCR_TO_RGB_H
#include <stdint.h>

/// A decoded picture's luma and chroma planes, as an HEVC decoder gives them.
typedef struct {
    int width, height;                 /* luma samples */
    int bits;                          /* every plane's bit depth, 8 to 16; above 8 a sample is a native uint16_t */
    int chroma_shift_x, chroma_shift_y; /* 1 and 1 for 4:2:0, 1 and 0 for 4:2:2, 0 and 0 for 4:4:4 */
    const uint8_t *planes[3];          /* Y, Cb, Cr */
    int strides[3];                    /* bytes from one row to the next */
    int matrix;                        /* MatrixCoefficients of ISO/IEC 23091-2 (H.273) */
    int full_range;                    /* VideoFullRangeFlag */
} imageshim_ycbcr;

void imageshim_ycbcr_to_rgb(const imageshim_ycbcr *in, uint8_t *red, uint8_t *green, uint8_t *blue, int stride);
#endif
