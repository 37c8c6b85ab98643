#ifndef JPEGSHIM_H
#define JPEGSHIM_H
#include <stddef.h>
#include <stdint.h>

/// libjpeg reports errors through its error manager's `error_exit`, which by default ends the
/// process; this wrapper returns to the caller instead (setjmp/longjmp inside C only), with the
/// library's message, so a corrupt photo is an error of the image, never a crash.
typedef struct {
    int code;            /* 0 on success */
    char message[256];   /* libjpeg's message on failure */
} jpegshim_status;

/// Decodes a JPEG (baseline or progressive; YCbCr, RGB or greyscale) into 8-bit RGBA rows, top
/// row first, alpha 255, and gives its embedded ICC profile (APP2 markers, joined by libjpeg's
/// `jpeg_read_icc_profile`), or NULL. On success *pixels and *profile are malloc'd and owned by
/// the caller (`jpegshim_free`).
jpegshim_status jpegshim_decode(const uint8_t *data, size_t size, uint8_t **pixels, uint32_t *width, uint32_t *height,
                                uint8_t **profile, size_t *profile_size);

/// Encodes 8-bit RGBX rows (top row first, the fourth byte ignored) as a baseline JPEG at
/// `quality` 1–100 (libjpeg's scale), 4:2:0 chroma subsampling and the accurate integer DCT, so
/// the bytes are the same on every machine. On success *data is malloc'd (`jpegshim_free`).
jpegshim_status jpegshim_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int quality, uint8_t **data, size_t *size);

void jpegshim_free(uint8_t *pixels);

#endif
