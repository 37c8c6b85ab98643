#include "PNGShimInternal.h"
#include <libdeflate.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__)
#include <tmmintrin.h>
#endif

/* The shipped encoder (measurements in Benchmarks.md, "PNG encoder and end to end"):
 * one pass turns the premultiplied canvas into PNG scanlines (RGB when every pixel is opaque,
 * else straight-alpha RGBA) and filters each row with `none` or `up`, whichever has the smaller
 * sum of absolute residuals (the heuristic the PNG specification recommends, section 12.8, over
 * the two filters that pay on UI frames: repeated rows become zeros, gradients become runs),
 * where a sample of the frame compressed both ways says `up` pays at all (`classify`), else `none`.
 * The rows are packed and compressed in two halves at once (PNGHalves.c) by the run encoder
 * (PNGRunDeflate.c) or zlib, except in a photo-like frame (its sample compresses poorly), which
 * libdeflate compresses whole. libpng writes the signature, IHDR, the IDAT chunks and IEND with
 * its own CRCs. Same pixels, same settings: same bytes. */

/* The stream, its compressed form (about 9 MB and up to as much again at 3x) and the
 * compressors are kept per thread and reused: fresh pages for every frame cost a page fault each
 * (2,300 a frame, measured with getrusage), more than a tenth of the encoding time. Freed when
 * the thread ends. */
typedef struct {
    uint8_t *data;
    size_t capacity;
    /* libdeflate's compressor per level asked for (one in practice). */
    struct libdeflate_compressor *compressors[13];
    /* zlib's streams for the two halves (and the two samples), when zlib compresses them. */
    pngshim_zlib zlib[2];
} scratch_buffer;

static pthread_key_t scratch_key;
static pthread_once_t scratch_once = PTHREAD_ONCE_INIT;

static void free_scratch(void *pointer) {
    scratch_buffer *scratch = pointer;
    free(scratch->data);
    for (int level = 0; level < 13; level++) libdeflate_free_compressor(scratch->compressors[level]);
    for (int half = 0; half < 2; half++) if (scratch->zlib[half].level >= 0) deflateEnd(&scratch->zlib[half].stream);
    free(scratch);
}

static void make_scratch_key(void) { pthread_key_create(&scratch_key, free_scratch); }

/* This thread's scratch, or NULL when out of memory. */
static scratch_buffer *thread_scratch(void) {
    pthread_once(&scratch_once, make_scratch_key);
    scratch_buffer *scratch = pthread_getspecific(scratch_key);
    if (!scratch) {
        scratch = calloc(1, sizeof *scratch);
        if (!scratch) return NULL;
        scratch->zlib[0].level = scratch->zlib[1].level = -1;
        if (pthread_setspecific(scratch_key, scratch) != 0) { free(scratch); return NULL; }
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

#if defined(__x86_64__)
/* Four opaque pixels at a time to twelve bytes of RGB with SSSE3's byte shuffle, which every
 * x86-64 processor of the last fifteen years has (checked at run time: the baseline is SSE2).
 * Each step stores sixteen bytes, the last four of which the next step overwrites, so it stops
 * two pixels short of the end. The bytes are those of the portable loop. */
__attribute__((target("ssse3"))) static uint32_t rgb_ssse3(const uint32_t *pixels, uint32_t width, uint8_t *out) {
    const __m128i drop_alpha = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    uint32_t x = 0;
    for (; x + 6 <= width; x += 4, out += 12)
        _mm_storeu_si128((__m128i *)(void *)out, _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(pixels + x)), drop_alpha));
    return x;
}
#endif

/* One row of the canvas as PNG samples: RGB, or RGBA with premultiplication undone (rounded to
 * nearest, as `PNG.decode` premultiplies back). RGB packs four pixels into three words. */
static void row_samples(const uint32_t *pixels, uint32_t width, int channels, uint8_t *out) {
    uint32_t x = 0;
    if (channels == 3) {
#if defined(__x86_64__)
        if (__builtin_cpu_supports("ssse3")) { x = rgb_ssse3(pixels, width, out); out += 3 * (size_t)x; }
#endif
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

/* The canvas whose rows are packed (`pngshim_rows`'s context). */
typedef struct {
    const uint32_t *pixels;
    uint32_t width, height;
    int channels;
} canvas_rows;

/* Rows [first, end) unfiltered: a zero filter byte, then the samples, straight into `out`. */
static void pack_unfiltered(const void *context, uint32_t first, uint32_t end, uint8_t *out, uint8_t *work) {
    (void)work;
    const canvas_rows *canvas = context;
    size_t length = (size_t)canvas->width * canvas->channels;
    for (uint32_t y = first; y < end; y++, out += length + 1) {
        out[0] = 0;
        row_samples(canvas->pixels + (size_t)y * canvas->width, canvas->width, canvas->channels, out + 1);
    }
}

/* Rows [first, end) each filtered with `none` or `up` (`filter_row`), the row above the first
 * made again in `work` (a half cannot read the other's). */
static void pack_filtered(const void *context, uint32_t first, uint32_t end, uint8_t *out, uint8_t *work) {
    const canvas_rows *canvas = context;
    size_t length = (size_t)canvas->width * canvas->channels;
    uint8_t *row = work, *above = work + length;
    if (first > 0) row_samples(canvas->pixels + (size_t)(first - 1) * canvas->width, canvas->width, canvas->channels, above);
    for (uint32_t y = first; y < end; y++, out += length + 1) {
        row_samples(canvas->pixels + (size_t)y * canvas->width, canvas->width, canvas->channels, row);
        filter_row(row, y > 0 ? above : NULL, length, out);
        uint8_t *swap = row; row = above; above = swap;
    }
}

/* The rows sampled to decide the filter: eight in every 128. */
static uint32_t sample_rows(uint32_t height) {
    uint32_t rows = 0;
    for (uint32_t start = 0; start < height; start += 128) rows += height - start > 8 ? 8 : height - start;
    return rows;
}

/* One way of filtering the sample, compressed: each way on its own thread, stream and buffers,
 * by the run encoder when `symbols` is given, else by zlib at `level`. */
typedef struct {
    const canvas_rows *canvas;
    int allow_up, level;
    pngshim_zlib *zlib;
    void *symbols;
    uint8_t *stream, *compressed, *work;
    size_t capacity, size;
} sample_job;

/* The sample's groups packed as the frame's rows are (`pack_unfiltered`, `pack_filtered`), a
 * group's first row always unfiltered, then compressed. */
static void *compress_sample(void *argument) {
    sample_job *job = argument;
    const canvas_rows *canvas = job->canvas;
    size_t row_size = (size_t)canvas->width * canvas->channels + 1, used = 0;
    for (uint32_t start = 0; start < canvas->height; start += 128) {
        uint32_t end = canvas->height - start > 8 ? start + 8 : canvas->height;
        pack_unfiltered(canvas, start, start + 1, job->stream + used, job->work);
        (job->allow_up ? pack_filtered : pack_unfiltered)(canvas, start + 1, end, job->stream + used + row_size, job->work);
        used += (size_t)(end - start) * row_size;
    }
    job->size = job->symbols
        ? pngshim_run_deflate(job->stream, used / row_size, row_size, (unsigned)canvas->channels, NULL, job->symbols,
                              job->compressed, job->capacity)
        : pngshim_deflate(job->zlib, job->level, job->stream, used, job->compressed, job->capacity);
    return NULL;
}

/* How a frame's rows are filtered and compressed, decided by compressing a sample both ways, at
 * once: eight rows in every 128, filtered as `filter_row` would, then all as `none`. A sample's
 * first row is `none` both ways: deflate cannot reach the row above it, which would favour `up`.
 * The per-row heuristic (smaller residual sums) picks `up` wherever a row's residuals are
 * smaller, which pays on gradients and photos (2 to 6 times smaller) but costs on flat UI, where
 * the row above is matched by deflate anyway and `up` breaks those matches at every antialiased
 * edge: at 3x, 200 cards came out 20% larger than with no filter, 250 arrows 29%
 * (RasterVsCairo's scenes, `SnapProfile png-settings`). Rows may take `up` only when its way is
 * the smaller. A frame whose sample keeps more than a quarter of its bytes the smaller way is
 * photo-like: zlib's fast levels hash every byte of such content where libdeflate's level 1 took
 * half the time for smaller files (Benchmarks.md). `stream`, `compressed` and `rows` hold each
 * way's `sample`, `bound` and two rows; `symbols`, the run encoder's scratch for each way when it
 * compresses the frame (else NULL: zlib at `level`). */
typedef struct { int up, photo; } frame_kind;

static frame_kind classify(const canvas_rows *canvas, int level, pngshim_zlib zlib[2], void *symbols[2], uint8_t *stream,
                           size_t sample, uint8_t *compressed, size_t bound, uint8_t *rows) {
    size_t length = (size_t)canvas->width * canvas->channels;
    sample_job ways[2];
    for (int allow = 0; allow < 2; allow++) {
        ways[allow] = (sample_job){canvas, allow, level, &zlib[allow], symbols[allow], stream + allow * sample, compressed + allow * bound,
                                   rows + 2 * allow * length, bound, 0};
    }
    pngshim_run_pair(compress_sample, &ways[0], compress_sample, &ways[1]);
    int up = ways[0].size == 0 || ways[1].size < ways[0].size;
    return (frame_kind){up, ways[up].size > sample / 4};
}

pngshim_status pngshim_encode_canvas(const uint32_t *pixels, uint32_t width, uint32_t height, pngshim_method method, int level,
                                     int photo_level, uint8_t **out, size_t *out_size) {
    pngshim_status status = {0, {0}};
    canvas_rows canvas = {pixels, width, height, is_opaque(pixels, (size_t)width * height) ? 3 : 4};
    size_t length = (size_t)width * canvas.channels, stream_size = (length + 1) * height;
    size_t sample = (size_t)sample_rows(height) * (length + 1), sample_bound = pngshim_deflate_bound(sample);
    int halves = method != PNGSHIM_LIBDEFLATE_WHOLE;
    scratch_buffer *scratch = thread_scratch();
    struct libdeflate_compressor *compressor = scratch ? scratch_compressor(scratch, photo_level) : NULL;
    struct libdeflate_compressor *whole = scratch && !halves ? scratch_compressor(scratch, level) : compressor;
    size_t bound = compressor && whole ? libdeflate_zlib_compress_bound(compressor, stream_size) : 0;
    if (whole && libdeflate_zlib_compress_bound(whole, stream_size) > bound) bound = libdeflate_zlib_compress_bound(whole, stream_size);
    size_t halves_bound = pngshim_rows_bound(height, length + 1);
    if (halves_bound > bound) bound = halves_bound;
    if (2 * sample_bound > bound) bound = 2 * sample_bound;
    size_t stream_space = stream_size > 2 * sample ? stream_size : 2 * sample, row_space = length ? length : 1;
    /* Then the bytes, the rows for packing, the rows before a seam, and (8-aligned) the run
     * encoder's two scratch areas. */
    size_t run_scratch = method == PNGSHIM_RUN_HALVES ? (pngshim_run_scratch() + 7) / 8 * 8 : 0;
    size_t symbols_at = (stream_space + bound + 4 * (row_space + 1) + PNGSHIM_WINDOW + row_space + 1 + 7) / 8 * 8;
    uint8_t *stream = compressor && whole ? scratch_memory(scratch, symbols_at + 2 * run_scratch) : NULL;
    if (!stream) return pngshim_failure(2, "out of memory");
    uint8_t *compressed = stream + stream_space, *rows = compressed + bound, *before = rows + 4 * (row_space + 1);
    void *symbols[2] = {NULL, NULL};
    if (run_scratch) for (int half = 0; half < 2; half++) symbols[half] = stream + symbols_at + half * run_scratch;
    /* The sample is compressed as the frame would be (by zlib at level 3 when libdeflate takes
     * the frame): it only decides. */
    frame_kind kind = classify(&canvas, halves ? level : 3, scratch->zlib, symbols, stream, sample, compressed, sample_bound, rows);
    pngshim_rows pack = kind.up ? pack_filtered : pack_unfiltered;
    size_t compressed_size;
    if (halves && !kind.photo) {
        int runs = method == PNGSHIM_RUN_HALVES;
        void *states[2] = {runs ? symbols[0] : &scratch->zlib[0], runs ? symbols[1] : &scratch->zlib[1]};
        /* The header's level hint (RFC 1950): the run encoder's is "fastest", zlib's as `deflate` writes it. */
        unsigned hint = runs || level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
        compressed_size = pngshim_rows_in_halves(runs ? pngshim_run_half : pngshim_zlib_half, states, level, hint, pack, &canvas,
                                                 height, length + 1, (unsigned)canvas.channels, stream, before, rows, compressed);
        if (compressed_size == 0) return pngshim_failure(2, "the image could not be compressed");
    } else {
        /* Photo-like frames, filtered or not, go to libdeflate at `photo_level`, whole; the others
         * come here only when libdeflate is asked to take them whole at `level`. */
        pack(&canvas, 0, height, stream, rows);
        compressed_size = libdeflate_zlib_compress(kind.photo ? compressor : whole, stream, stream_size, compressed, bound);
        if (compressed_size == 0) return pngshim_failure(2, "libdeflate could not compress the image");
    }
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
    png_set_IHDR(png, info, width, height, 8, canvas.channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
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
