#include "PNGShimInternal.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The shipped encoder (issue 19 §2; measurements in Benchmarks.md, "PNG encoder and end to end"):
 * one pass turns the premultiplied canvas into PNG scanlines (RGB when every pixel is opaque,
 * else straight-alpha RGBA) and filters each row with `none` or `up`, whichever has the smaller
 * sum of absolute residuals (the heuristic the PNG specification recommends, section 12.8, over
 * the two filters that pay on UI frames: repeated rows become zeros, gradients become runs),
 * where a sample of the frame compressed both ways says `up` pays at all (`up_pays`), else `none`;
 * libdeflate compresses the whole stream at once, and libpng writes the signature, IHDR, the
 * IDAT chunks and IEND with its own CRCs. Same pixels, same level: same bytes. */

/* The filtered stream, its compressed form (about 9 MB and up to as much again at 3x) and the
 * compressor are kept per thread and reused: fresh pages for every frame cost a page fault each
 * (2,300 a frame, measured with getrusage), more than a tenth of the encoding time. Freed when
 * the thread ends. */
typedef struct {
    uint8_t *data;
    size_t capacity;
    /* One compressor per level asked for (two in practice: a frame's level depends on its filter). */
    struct libdeflate_compressor *compressors[13];
} scratch_buffer;

static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

static void free_scratch(void *pointer) {
    scratch_buffer *scratch = pointer;
    free(scratch->data);
    for (int level = 0; level < 13; level++) libdeflate_free_compressor(scratch->compressors[level]);
    free(scratch);
}

static void make_scratch_key(void) { pthread_key_create(&scratch_key, free_scratch); }

/* This thread's scratch, or NULL when out of memory. */
static scratch_buffer *thread_scratch(void) {
    pthread_once(&scratch_once, make_scratch_key);
    scratch_buffer *scratch = pthread_getspecific(scratch_key);
    if (!scratch) {
        scratch = calloc(1, sizeof *scratch);
        if (!scratch || pthread_setspecific(scratch_key, scratch) != 0) { free(scratch); return NULL; }
    }
    return scratch;
}

/* This thread's compressor at `level` (0–12), or NULL when out of memory. */
static struct libdeflate_compressor *scratch_compressor(scratch_buffer *scratch, int level) {
    if (!scratch->compressors[level]) scratch->compressors[level] = libdeflate_alloc_compressor(level);
    return scratch->compressors[level];
}

/* This thread's scratch memory of at least `size` bytes, or NULL when out of memory. */
static uint8_t *scratch_memory(scratch_buffer *scratch, size_t size) {
    if (scratch->capacity < size) {
        free(scratch->data);
        scratch->data = malloc(size);
        scratch->capacity = scratch->data ? size : 0;
    }
    return scratch->data;
}

static int is_opaque(const uint32_t *pixels, size_t count) {
    uint32_t all = 0xFF000000u;
    for (size_t i = 0; i < count; i++) all &= pixels[i];
    return all == 0xFF000000u;
}

/* One row of the canvas as PNG samples: RGB, or RGBA with premultiplication undone (rounded to
 * nearest, as `PNG.decode` premultiplies back). RGB packs four pixels into three words. */
static void row_samples(const uint32_t *pixels, uint32_t width, int channels, uint8_t *out) {
    uint32_t x = 0;
    if (channels == 3) {
        for (; x + 4 <= width; x += 4, out += 12) {
            uint32_t p0 = pixels[x], p1 = pixels[x + 1], p2 = pixels[x + 2], p3 = pixels[x + 3];
            uint32_t words[3] = {(p0 & 0xFFFFFF) | p1 << 24, ((p1 >> 8) & 0xFFFF) | p2 << 16, ((p2 >> 16) & 0xFF) | p3 << 8};
            memcpy(out, words, 12);
        }
        for (; x < width; x++, out += 3) {
            uint32_t p = pixels[x];
            out[0] = (uint8_t)p; out[1] = (uint8_t)(p >> 8); out[2] = (uint8_t)(p >> 16);
        }
        return;
    }
    for (; x < width; x++, out += 4) {
        uint32_t p = pixels[x], a = p >> 24;
        uint32_t r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF;
        if (a > 0 && a < 255) {
            r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a;
            if (r > 255) r = 255;
            if (g > 255) g = 255;
            if (b > 255) b = 255;
        }
        out[0] = (uint8_t)r; out[1] = (uint8_t)g; out[2] = (uint8_t)b; out[3] = (uint8_t)a;
    }
}

/* A residual byte's distance from zero read as a signed byte, min(v, 256 - v): the
 * specification's measure. */
static uint32_t magnitude(uint8_t v) { uint8_t negated = (uint8_t)(0u - v); return v < negated ? v : negated; }

/* Sums of the residual magnitudes of `row` under `none` and under `up`; SSE2's byte minimum and
 * sum of absolute differences take sixteen bytes a step. */
static void residual_sums(const uint8_t *row, const uint8_t *above, size_t length, uint32_t *none, uint32_t *up) {
    size_t i = 0;
    uint64_t sum_none = 0, sum_up = 0;
#if defined(__SSE2__)
    __m128i zero = _mm_setzero_si128(), vector_none = zero, vector_up = zero;
    for (; i + 16 <= length; i += 16) {
        __m128i r = _mm_loadu_si128((const __m128i *)(row + i));
        __m128i d = _mm_sub_epi8(r, _mm_loadu_si128((const __m128i *)(above + i)));
        vector_none = _mm_add_epi64(vector_none, _mm_sad_epu8(_mm_min_epu8(r, _mm_sub_epi8(zero, r)), zero));
        vector_up = _mm_add_epi64(vector_up, _mm_sad_epu8(_mm_min_epu8(d, _mm_sub_epi8(zero, d)), zero));
    }
    uint64_t lanes[2];
    _mm_storeu_si128((__m128i *)lanes, vector_none); sum_none = lanes[0] + lanes[1];
    _mm_storeu_si128((__m128i *)lanes, vector_up); sum_up = lanes[0] + lanes[1];
#endif
    for (; i < length; i++) {
        sum_none += magnitude(row[i]);
        sum_up += magnitude((uint8_t)(row[i] - above[i]));
    }
    *none = (uint32_t)sum_none; *up = (uint32_t)sum_up;
}

/* Writes the filter byte and the row filtered with `none` or `up` (when its residuals are
 * smaller; the first row has no row above) into `out`. */
static void filter_row(const uint8_t *row, const uint8_t *above, size_t length, uint8_t *out) {
    uint32_t none = 0, up = 0;
    if (above) residual_sums(row, above, length, &none, &up);
    if (above && up < none) {
        out[0] = 2;
        for (size_t i = 0; i < length; i++) out[1 + i] = (uint8_t)(row[i] - above[i]);
    } else {
        out[0] = 0;
        memcpy(out + 1, row, length);
    }
}

/* Whether rows may take `up` at all in this frame, decided by compressing a sample both ways:
 * eight rows in every 256, filtered as `filter_row` would, then all as `none` (the buffers of the
 * whole frame hold the samples before the frame itself). A sample's first row is `none` both
 * ways: deflate cannot reach the row above it, which would favour `up`. The per-row heuristic (smaller residual
 * sums) picks `up` wherever a row's residuals are smaller, which pays on gradients and photos
 * (2 to 6 times smaller) but costs on flat UI, where the row above is matched by deflate
 * anyway and `up` breaks those matches at every antialiased edge: at 3x, 200 cards came out
 * 20% larger than with no filter, 250 arrows 29% (RasterVsCairo's scenes, `SnapProfile
 * png-settings`). About a sixteenth more compression per frame. */
static int up_pays(const uint32_t *pixels, uint32_t width, uint32_t height, int channels,
                   struct libdeflate_compressor *compressor, uint8_t *stream, uint8_t *compressed, size_t bound,
                   uint8_t *row, uint8_t *above) {
    size_t length = (size_t)width * channels, sizes[2];
    for (int allow = 0; allow < 2; allow++) {
        size_t used = 0;
        for (uint32_t start = 0; start < height; start += 128) {
            uint32_t end = height - start > 8 ? start + 8 : height;
            for (uint32_t y = start; y < end; y++) {
                row_samples(pixels + (size_t)y * width, width, channels, row);
                filter_row(row, y > start && allow ? above : NULL, length, stream + used);
                used += length + 1;
                uint8_t *swap = row; row = above; above = swap;
            }
        }
        sizes[allow] = libdeflate_zlib_compress(compressor, stream, used, compressed, bound);
    }
    return sizes[0] == 0 || sizes[1] < sizes[0];
}

pngshim_status pngshim_encode_canvas(const uint32_t *pixels, uint32_t width, uint32_t height, int level,
                                     int filtered_level, uint8_t **out, size_t *out_size) {
    pngshim_status status = {0, {0}};
    int channels = is_opaque(pixels, (size_t)width * height) ? 3 : 4;
    size_t length = (size_t)width * channels, stream_size = (length + 1) * height;
    size_t row_space = 2 * (length ? length : 1);
    scratch_buffer *scratch = thread_scratch();
    struct libdeflate_compressor *compressor = scratch ? scratch_compressor(scratch, level) : NULL;
    struct libdeflate_compressor *filtered = scratch ? scratch_compressor(scratch, filtered_level) : NULL;
    size_t bound = compressor && filtered ? libdeflate_zlib_compress_bound(compressor, stream_size) : 0;
    size_t filtered_bound = compressor && filtered ? libdeflate_zlib_compress_bound(filtered, stream_size) : 0;
    if (filtered_bound > bound) bound = filtered_bound;
    uint8_t *stream = compressor && filtered ? scratch_memory(scratch, stream_size + bound + row_space) : NULL;
    if (!stream) return pngshim_failure(2, "out of memory");
    uint8_t *compressed = stream + stream_size, *row = compressed + bound, *above = row + row_space / 2;
    int up = up_pays(pixels, width, height, channels, compressor, stream, compressed, bound, row, above);
    /* Frames whose rows take `up` (gradients, photos) compress at `filtered_level`: libdeflate's
     * level 1 took half level 2's time on a photo-like 3x frame for 5% more bytes, while on flat
     * UI, which keeps `none`, it was the slower (Benchmarks.md). */
    if (up) compressor = filtered;
    for (uint32_t y = 0; y < height; y++) {
        uint8_t *line = stream + (size_t)y * (length + 1);
        if (!up) {
            /* Unfiltered rows are packed straight into the stream: no row buffer to copy. */
            line[0] = 0;
            row_samples(pixels + (size_t)y * width, width, channels, line + 1);
            continue;
        }
        row_samples(pixels + (size_t)y * width, width, channels, row);
        filter_row(row, y > 0 ? above : NULL, length, line);
        uint8_t *swap = row; row = above; above = swap;
    }
    size_t compressed_size = libdeflate_zlib_compress(compressor, stream, stream_size, compressed, bound);
    if (compressed_size == 0) return pngshim_failure(2, "libdeflate could not compress the image");
    /* IDAT chunks of at most 1 GiB (a chunk's length must stay below 2^31), 12 bytes of frame each. */
    const size_t chunk = (size_t)1 << 30;
    size_t chunks = (compressed_size + chunk - 1) / chunk;
    /* Sized for the whole file before libpng writes, so writing never grows it. */
    pngshim_memory buffer = {NULL, 0, 8 + 25 + 12 * chunks + compressed_size + 12};
    buffer.data = malloc(buffer.capacity);
    pngshim_errors errors;
    errors.status = &status;
    png_structp png = buffer.data ? png_create_write_struct(PNG_LIBPNG_VER_STRING, &errors, pngshim_on_error, pngshim_on_warning) : NULL;
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!info) {
        if (png) png_destroy_write_struct(&png, NULL);
        free(buffer.data);
        return pngshim_failure(2, "png_create_write_struct failed");
    }
    if (setjmp(errors.jump)) {
        png_destroy_write_struct(&png, &info);
        free(buffer.data);
        return status;
    }
    png_set_write_fn(png, &buffer, pngshim_write_to_memory, pngshim_flush_memory);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (size_t offset = 0; offset < compressed_size; offset += chunk) {
        size_t piece = compressed_size - offset < chunk ? compressed_size - offset : chunk;
        png_write_chunk(png, (png_const_bytep)"IDAT", compressed + offset, piece);
    }
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    *out = buffer.data;
    *out_size = buffer.size;
    return status;
}
