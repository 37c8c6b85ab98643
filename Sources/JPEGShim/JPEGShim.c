#include "JPEGShim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

/// The error manager: libjpeg's standard one, whose fatal path jumps back to the decode call.
struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void fail(j_common_ptr info) {
    struct failure *failure = (struct failure *)info->err;
    (*info->err->format_message)(info, failure->message);
    longjmp(failure->jump, 1);
}

/// Warnings (a corrupt but decodable stream) are not errors: libjpeg goes on with what it has.
static void ignore(j_common_ptr info) { (void)info; }

/// libjpeg's standard error manager, whose fatal path jumps back to the caller's `setjmp`.
static struct jpeg_error_mgr *errors(struct failure *failure) {
    struct jpeg_error_mgr *manager = jpeg_std_error(&failure->manager);
    manager->error_exit = fail;
    manager->output_message = ignore;
    failure->message[0] = 0;
    return manager;
}

static jpegshim_status status(int code, const char *message) {
    jpegshim_status result = {code, {0}};
    if (message) snprintf(result.message, sizeof result.message, "%s", message);
    return result;
}

/// Pixels past this many are refused: a header may claim any size up to 65,535 a side.
static const uint64_t maximum_pixels = 100000000;

jpegshim_status jpegshim_decode(const uint8_t *data, size_t size, uint8_t **pixels, uint32_t *width, uint32_t *height,
                                uint8_t **profile, size_t *profile_size) {
    *pixels = NULL;
    *profile = NULL;
    *profile_size = 0;
    if (data == NULL || size == 0) return status(1, "no data");
    struct jpeg_decompress_struct info;
    struct failure failure;
    memset(&info, 0, sizeof info);
    info.err = errors(&failure);
    /* Volatile: it changes between setjmp and a longjmp back here. */
    uint8_t *volatile output = NULL;
    if (setjmp(failure.jump)) {
        free(output);
        free(*profile);
        *profile = NULL;
        *profile_size = 0;
        jpeg_destroy_decompress(&info);
        return status(2, failure.message[0] ? failure.message : "corrupt JPEG data");
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_save_markers(&info, JPEG_APP0 + 2, 0xFFFF);
    jpeg_read_header(&info, TRUE);
    if (info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        jpeg_destroy_decompress(&info);
        return status(3, "a CMYK JPEG (only greyscale, RGB and YCbCr are decoded)");
    }
    if ((uint64_t)info.image_width * info.image_height > maximum_pixels) {
        jpeg_destroy_decompress(&info);
        return status(4, "more than 100 million pixels");
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    output = malloc(stride * info.output_height);
    if (output == NULL) {
        jpeg_destroy_decompress(&info);
        return status(5, "out of memory");
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = output + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    JOCTET *icc = NULL;
    unsigned int icc_size = 0;
    if (jpeg_read_icc_profile(&info, &icc, &icc_size)) {
        *profile = icc;
        *profile_size = icc_size;
    }
    jpeg_finish_decompress(&info);
    *width = info.output_width;
    *height = info.output_height;
    jpeg_destroy_decompress(&info);
    *pixels = output;
    return status(0, NULL);
}

jpegshim_status jpegshim_encode(const uint8_t *pixels, uint32_t width, uint32_t height, int quality, uint8_t **data, size_t *size) {
    *data = NULL;
    *size = 0;
    if (pixels == NULL || width == 0 || height == 0 || width > 65500 || height > 65500) return status(1, "no pixels, or more than 65,500 a side");
    struct jpeg_compress_struct info;
    struct failure failure;
    memset(&info, 0, sizeof info);
    info.err = errors(&failure);
    /* libjpeg allocates the output buffer and grows it; it is ours once compression finishes. */
    unsigned char *volatile output = NULL;
    unsigned long output_size = 0;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&info);
        free(output);
        return status(2, failure.message[0] ? failure.message : "JPEG encoding failed");
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&output, &output_size);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBX;
    jpeg_set_defaults(&info);
    info.dct_method = JDCT_ISLOW;
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 4;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *data = output;
    *size = output_size;
    return status(0, NULL);
}

void jpegshim_free(uint8_t *pixels) { free(pixels); }
