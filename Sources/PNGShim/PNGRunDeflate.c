#include "PNGShimInternal.h"
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* Deflate (RFC 1951) for rendered frames, which repeat in two ways: a pixel repeats the one
 * before it (flat fills, backgrounds), and a row repeats the row above it wholly or in long
 * stretches (every vertical edge, every flat area at 3x). The encoder looks for exactly those
 * two matches at each position, at distances of one pixel and one row, takes the longer (greedy,
 * as zlib's fast levels do), and writes everything else as literals; each block of about 32,768
 * symbols gets its own Huffman codes (a dynamic block), or is stored when that is smaller.
 * zlib's levels 1–3 find the same matches through a hash chain at every literal and spent
 * about 15 ms of CPU on a 3x frame; two comparisons a position need no hashing, no window
 * bookkeeping and no chain (the approach of fpng and fpnge, which keep to the same few
 * distances). Any inflater reads the stream: the codes are complete Huffman codes, the
 * distances at most 32,768. Measurements in Benchmarks.md ("Eighth pass"). */

enum { MIN_MATCH = 3, MAX_MATCH = 258, BLOCK_SYMBOLS = 32768, LITLEN = 286, DISTANCES = 30, CODE_LENGTHS = 19 };
/* The hash table's size (2^13 buckets of two: 64 KB, which stays in cache; 2^15 gave files
 * 0.05% smaller and took longer), and how short the row and pixel matches must be for
 * the table to be asked. */
enum { HASH_BITS = 13, SHORT = 32 };

/* A symbol: a literal byte is its value; a match is `MATCH`, its distance's code at bit 25 (found
 * once, when the match is counted), its distance (1–32,768) at bit 9, and its length. */
#define MATCH 0x80000000u

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99,
                                         115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[DISTANCES] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513,
                                                  769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[DISTANCES] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10,
                                                  11, 11, 12, 12, 13, 13};
/* The order in which a dynamic block lists the code lengths' own code lengths. */
static const uint8_t code_length_order[CODE_LENGTHS] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* Bits written least significant first, as deflate packs them. */
typedef struct {
    uint8_t *out, *end;
    uint64_t bits;
    unsigned count;
    int overflow;
} bit_writer;

static void put_bits(bit_writer *writer, uint32_t value, unsigned count) {
    writer->bits |= (uint64_t)value << writer->count;
    writer->count += count;
    if (writer->count < 32) return;
    if (writer->end - writer->out < 4) writer->overflow = 1;
    else for (int byte = 0; byte < 4; byte++) *writer->out++ = (uint8_t)(writer->bits >> (8 * byte));
    writer->bits >>= 32;
    writer->count -= 32;
}

/* Pads with zero bits to the next byte and writes out every pending bit. */
static void align(bit_writer *writer) {
    while (writer->count > 0) {
        if (writer->out == writer->end) { writer->overflow = 1; return; }
        *writer->out++ = (uint8_t)writer->bits;
        writer->bits >>= 8;
        writer->count = writer->count > 8 ? writer->count - 8 : 0;
    }
}

/* Stored blocks holding `bytes` (at most 65,535 a block; an empty one when there are none), the
 * last of them final when `final`. */
static void put_stored(bit_writer *writer, const uint8_t *bytes, size_t size, int final) {
    do {
        size_t piece = size < 65535 ? size : 65535;
        put_bits(writer, final && piece == size ? 1 : 0, 3);
        align(writer);
        if ((size_t)(writer->end - writer->out) < 4 + piece) { writer->overflow = 1; return; }
        uint8_t header[4] = {(uint8_t)piece, (uint8_t)(piece >> 8), (uint8_t)~piece, (uint8_t)(~piece >> 8)};
        memcpy(writer->out, header, 4);
        if (piece) memcpy(writer->out + 4, bytes, piece);
        writer->out += 4 + piece;
        bytes += piece;
        size -= piece;
    } while (size > 0);
}

/* Huffman's construction over the symbols sorted by frequency, ties by symbol (so the codes are
 * the same on every machine), with the frequencies halved until the longest code fits the limit
 * (they tend to one, whose code is balanced and fits). */
void pngshim_code_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
    uint32_t weight[2 * LITLEN], scaled[LITLEN];
    int leaves[LITLEN], parent[2 * LITLEN], depth[2 * LITLEN];
    memcpy(scaled, frequencies, sizeof *scaled * (size_t)count);
    for (;;) {
        int n = 0;
        for (int symbol = 0; symbol < count; symbol++) {
            lengths[symbol] = 0;
            if (!scaled[symbol]) continue;
            int at = n++;
            while (at > 0 && scaled[leaves[at - 1]] > scaled[symbol]) { leaves[at] = leaves[at - 1]; at--; }
            leaves[at] = symbol;
        }
        for (int leaf = 0; leaf < n; leaf++) weight[leaf] = scaled[leaves[leaf]];
        /* Two queues: the sorted leaves, and the merged nodes, which come out in order. */
        int next_leaf = 0, next_node = n, made = n;
        while (made < 2 * n - 1) {
            int pair[2];
            for (int pick = 0; pick < 2; pick++) {
                int leaf = next_leaf < n && (next_node == made || weight[next_leaf] <= weight[next_node]);
                pair[pick] = leaf ? next_leaf++ : next_node++;
            }
            weight[made] = weight[pair[0]] + weight[pair[1]];
            parent[pair[0]] = parent[pair[1]] = made++;
        }
        int longest = 0;
        depth[made - 1] = 0;
        for (int node = made - 2; node >= 0; node--) {
            depth[node] = depth[parent[node]] + 1;
            if (node < n && depth[node] > longest) longest = depth[node];
        }
        if (longest <= limit) {
            for (int leaf = 0; leaf < n; leaf++) lengths[leaves[leaf]] = (uint8_t)depth[leaf];
            return;
        }
        for (int symbol = 0; symbol < count; symbol++) if (scaled[symbol]) scaled[symbol] = (scaled[symbol] >> 1) | 1;
    }
}

/* Canonical codes for `lengths` (RFC 1951, 3.2.2), bit-reversed for a least-significant-first writer. */
static void canonical_codes(const uint8_t *lengths, int count, uint16_t *codes) {
    uint16_t per_length[16] = {0}, next[16] = {0};
    for (int symbol = 0; symbol < count; symbol++) per_length[lengths[symbol]]++;
    per_length[0] = 0;
    unsigned code = 0;
    for (int bits = 1; bits < 16; bits++) next[bits] = (uint16_t)(code = (code + per_length[bits - 1]) << 1);
    for (int symbol = 0; symbol < count; symbol++) {
        unsigned length = lengths[symbol];
        if (!length) continue;
        unsigned forward = next[length]++, reversed = 0;
        for (unsigned bit = 0; bit < length; bit++) reversed |= ((forward >> bit) & 1) << (length - 1 - bit);
        codes[symbol] = (uint16_t)reversed;
    }
}

/* At least two symbols with a frequency, so every code is complete (a code of one symbol is
 * not, and some inflaters refuse it): the first unused of symbols 0 and 1 gets one. */
static void two_at_least(uint32_t *frequencies, int count) {
    int used = 0;
    for (int symbol = 0; symbol < count && used < 2; symbol++) used += frequencies[symbol] != 0;
    for (int symbol = 0; used < 2; symbol++) if (!frequencies[symbol]) { frequencies[symbol] = 1; used++; }
}

typedef struct {
    uint32_t *symbols;
    size_t used;
    uint32_t litlen[LITLEN], distances[DISTANCES];
    /* A match length's code, less 257, by length less 3. */
    uint8_t length_code[MAX_MATCH - MIN_MATCH + 1];
    /* Where each hash of four bytes was last seen (two entries, the newest first), as the low 32
     * bits of an offset into the rows plus one (0: never). Only the distance back is taken from
     * it; a stale entry can only point at earlier bytes of the rows, which the match compares. */
    uint32_t *seen;
    /* The bytes the pending block stands for, should it be stored. */
    const uint8_t *block_bytes;
    size_t block_size;
    bit_writer writer;
} run_encoder;

/* A distance's code (RFC 1951, 3.2.5): 1–4 are codes 0–3; past that each power of two holds two
 * codes, told apart by the bit below the highest of `distance - 1`. */
static int distance_code(unsigned distance) {
    unsigned value = distance - 1;
    if (value < 4) return (int)value;
    int high = 31 - __builtin_clz(value);
    return 2 * high + (int)((value >> (high - 1)) & 1);
}

/* The length of the common prefix of `a` and `b`, at most `most`, sixteen bytes a step (SSE2's
 * byte comparison), then eight. */
static size_t common_prefix(const uint8_t *a, const uint8_t *b, size_t most) {
    size_t length = 0;
#if defined(__SSE2__)
    for (; length + 16 <= most; length += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(a + length));
        __m128i y = _mm_loadu_si128((const __m128i *)(const void *)(b + length));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xFFFFu;
        if (differ) return length + (size_t)__builtin_ctz(differ);
    }
#endif
    for (; length + 8 <= most; length += 8) {
        uint64_t x, y;
        memcpy(&x, a + length, 8);
        memcpy(&y, b + length, 8);
        if (x != y) return length + (size_t)__builtin_ctzll(x ^ y) / 8;
    }
    while (length < most && a[length] == b[length]) length++;
    return length;
}

static void add_match(run_encoder *encoder, size_t length, unsigned distance) {
    unsigned code = (unsigned)distance_code(distance);
    encoder->symbols[encoder->used++] = MATCH | code << 25 | distance << 9 | (uint32_t)length;
    encoder->litlen[257 + encoder->length_code[length - MIN_MATCH]]++;
    encoder->distances[code]++;
}

static uint32_t hash4(const uint8_t *bytes) {
    uint32_t word;
    memcpy(&word, bytes, 4);
    return (word * 2654435761u) >> (32 - HASH_BITS);
}

/* The pending symbols as one block (final when `final`): dynamic, or stored when that is
 * smaller; the counts are cleared for the next. */
static void write_block(run_encoder *encoder, int final) {
    bit_writer *writer = &encoder->writer;
    uint32_t litlen[LITLEN], distances[DISTANCES], lengths_used[CODE_LENGTHS] = {0};
    memcpy(litlen, encoder->litlen, sizeof litlen);
    memcpy(distances, encoder->distances, sizeof distances);
    litlen[256] = 1;
    two_at_least(litlen, LITLEN);
    two_at_least(distances, DISTANCES);
    uint8_t lengths[LITLEN + DISTANCES], code_length_lengths[CODE_LENGTHS];
    pngshim_code_lengths(litlen, LITLEN, 15, lengths);
    pngshim_code_lengths(distances, DISTANCES, 15, lengths + LITLEN);
    int literal_count = LITLEN, distance_count = DISTANCES;
    while (literal_count > 257 && !lengths[literal_count - 1]) literal_count--;
    while (distance_count > 1 && !lengths[LITLEN + distance_count - 1]) distance_count--;
    /* The code lengths, literal and distance together, run-length coded (16: repeat the last
     * 3–6 times, 17: 3–10 zeros, 18: 11–138 zeros); each entry a symbol and its extra bits. */
    uint8_t sequence[LITLEN + DISTANCES], runs[LITLEN + DISTANCES], extras[LITLEN + DISTANCES];
    int total = literal_count + distance_count, entries = 0;
    memcpy(sequence, lengths, (size_t)literal_count);
    memcpy(sequence + literal_count, lengths + LITLEN, (size_t)distance_count);
    for (int at = 0; at < total;) {
        int value = sequence[at], run = 1;
        while (at + run < total && sequence[at + run] == value) run++;
        at += run;
        if (value == 0) {
            for (; run >= 11; entries++) { int take = run < 138 ? run : 138; runs[entries] = 18; extras[entries] = (uint8_t)(take - 11); run -= take; }
            if (run >= 3) { runs[entries] = 17; extras[entries++] = (uint8_t)(run - 3); run = 0; }
        } else {
            runs[entries] = (uint8_t)value; extras[entries++] = 0; run--;
            for (; run >= 3; entries++) { int take = run < 6 ? run : 6; runs[entries] = 16; extras[entries] = (uint8_t)(take - 3); run -= take; }
        }
        for (; run > 0; run--, entries++) { runs[entries] = (uint8_t)value; extras[entries] = 0; }
    }
    for (int entry = 0; entry < entries; entry++) lengths_used[runs[entry]]++;
    two_at_least(lengths_used, CODE_LENGTHS);
    pngshim_code_lengths(lengths_used, CODE_LENGTHS, 7, code_length_lengths);
    int order_count = CODE_LENGTHS;
    while (order_count > 4 && !code_length_lengths[code_length_order[order_count - 1]]) order_count--;

    /* The dynamic block's size in bits, against the stored blocks' (header, padding, lengths). */
    uint64_t bits = 3 + 14 + 3 * (uint64_t)order_count;
    for (int entry = 0; entry < entries; entry++) {
        int symbol = runs[entry];
        bits += code_length_lengths[symbol] + (symbol == 16 ? 2 : symbol == 17 ? 3 : symbol == 18 ? 7 : 0);
    }
    for (int symbol = 0; symbol < LITLEN; symbol++) {
        uint32_t count = symbol == 256 ? 1 : encoder->litlen[symbol];
        bits += (uint64_t)count * (lengths[symbol] + (symbol > 256 ? length_extra[symbol - 257] : 0));
    }
    for (int code = 0; code < DISTANCES; code++)
        bits += (uint64_t)encoder->distances[code] * (lengths[LITLEN + code] + distance_extra[code]);
    uint64_t stored_bits = 8 * ((uint64_t)encoder->block_size + 5 * (encoder->block_size / 65535 + 1) + 1);
    if (stored_bits < bits) {
        put_stored(writer, encoder->block_bytes, encoder->block_size, final);
    } else {
        uint16_t litlen_codes[LITLEN] = {0}, distance_codes[DISTANCES] = {0}, length_codes[CODE_LENGTHS] = {0};
        canonical_codes(lengths, LITLEN, litlen_codes);
        canonical_codes(lengths + LITLEN, DISTANCES, distance_codes);
        canonical_codes(code_length_lengths, CODE_LENGTHS, length_codes);
        put_bits(writer, final ? 5 : 4, 3);
        put_bits(writer, (uint32_t)(literal_count - 257), 5);
        put_bits(writer, (uint32_t)(distance_count - 1), 5);
        put_bits(writer, (uint32_t)(order_count - 4), 4);
        for (int at = 0; at < order_count; at++) put_bits(writer, code_length_lengths[code_length_order[at]], 3);
        for (int entry = 0; entry < entries; entry++) {
            int symbol = runs[entry];
            put_bits(writer, length_codes[symbol], code_length_lengths[symbol]);
            if (symbol >= 16) put_bits(writer, extras[entry], symbol == 16 ? 2 : symbol == 17 ? 3 : 7);
        }
        const uint8_t *distance_lengths = lengths + LITLEN;
        for (size_t at = 0; at < encoder->used; at++) {
            uint32_t symbol = encoder->symbols[at];
            if (!(symbol & MATCH)) { put_bits(writer, litlen_codes[symbol], lengths[symbol]); continue; }
            unsigned length = symbol & 0x1FF, distance = (symbol >> 9) & 0xFFFF, distance_index = (symbol >> 25) & 0x1F;
            int code = encoder->length_code[length - MIN_MATCH];
            put_bits(writer, litlen_codes[257 + code], lengths[257 + code]);
            put_bits(writer, length - length_base[code], length_extra[code]);
            put_bits(writer, distance_codes[distance_index], distance_lengths[distance_index]);
            put_bits(writer, distance - distance_base[distance_index], distance_extra[distance_index]);
        }
        put_bits(writer, litlen_codes[256], lengths[256]);
    }
    encoder->used = 0;
    memset(encoder->litlen, 0, sizeof encoder->litlen);
    memset(encoder->distances, 0, sizeof encoder->distances);
    encoder->block_bytes += encoder->block_size;
    encoder->block_size = 0;
}

/* The symbols of `total` bytes of rows of `row_size` bytes: at each position the longest of the
 * match a row back (longer than three bytes: its distance's extra bits make a three-byte one
 * cost about as much as the literals), the match a pixel back, and, when both are short, the
 * matches where the next four bytes were last seen (a hash table of two entries a hash, the
 * newest first); else a literal. `above` is the row before the first (NULL: none), read by the
 * first row's matches a row back, which stop at its end; the others run on as far as deflate
 * allows. A block is written whenever `BLOCK_SYMBOLS` are pending. */
static void parse(run_encoder *encoder, const uint8_t *rows, size_t total, size_t row_size, unsigned pixel,
                  const uint8_t *above) {
    /* A match a row back reaches one row, which deflate allows up to 32,768 bytes. */
    int rows_in_reach = row_size <= PNGSHIM_WINDOW;
    size_t at = 0;
    while (at < total) {
        if (encoder->used >= BLOCK_SYMBOLS) {
            encoder->block_size = (size_t)(rows + at - encoder->block_bytes);
            write_block(encoder, 0);
        }
        const uint8_t *here = rows + at;
        size_t most = total - at < MAX_MATCH ? total - at : MAX_MATCH, best = 0;
        unsigned distance = 0;
        const uint8_t *up = NULL;
        size_t up_most = most;
        if (rows_in_reach && at >= row_size) up = here - row_size;
        else if (rows_in_reach && above) {
            up = above + at;
            if (up_most > row_size - at) up_most = row_size - at;
        }
        if (up) {
            size_t length = common_prefix(here, up, up_most);
            if (length > MIN_MATCH) { best = length; distance = (unsigned)row_size; }
        }
        if (best < most && at >= pixel) {
            size_t length = common_prefix(here, here - pixel, most);
            if (length >= MIN_MATCH && length > best) { best = length; distance = pixel; }
        }
        if (best < SHORT && most >= 4) {
            uint32_t *bucket = encoder->seen + 2 * hash4(here);
            for (int way = 0; way < 2; way++) {
                uint32_t back = (uint32_t)(at + 1) - bucket[way];
                if (!bucket[way] || back == 0 || back > PNGSHIM_WINDOW || back > at) continue;
                size_t length = common_prefix(here, here - back, most);
                if (length > MIN_MATCH && length > best) { best = length; distance = back; }
            }
            bucket[1] = bucket[0];
            bucket[0] = (uint32_t)(at + 1);
        }
        if (best) {
            add_match(encoder, best, distance);
            at += best;
        } else {
            encoder->symbols[encoder->used++] = *here;
            encoder->litlen[*here]++;
            at++;
        }
    }
    encoder->block_size = (size_t)(rows + total - encoder->block_bytes);
}

size_t pngshim_run_scratch(void) {
    return 2 * sizeof(uint32_t) * ((size_t)1 << HASH_BITS) + sizeof(uint32_t) * BLOCK_SYMBOLS;
}

/* `count` rows as raw deflate into `out`: the stream ended when `last`, else followed by an empty
 * stored block (a sync flush, so a stream can go on from the next byte). */
static size_t run_encode(const uint8_t *rows, size_t count, size_t row_size, unsigned pixel, const uint8_t *above, int last,
                         void *scratch, uint8_t *out, size_t capacity) {
    run_encoder encoder;
    memset(&encoder, 0, sizeof encoder);
    encoder.seen = scratch;
    memset(encoder.seen, 0, 2 * sizeof(uint32_t) << HASH_BITS);
    encoder.symbols = (uint32_t *)(encoder.seen + ((size_t)2 << HASH_BITS));
    encoder.block_bytes = rows;
    encoder.writer = (bit_writer){out, out + capacity, 0, 0, 0};
    for (int code = 0, length = MIN_MATCH; length <= MAX_MATCH; length++) {
        while (code + 1 < 29 && length_base[code + 1] <= length) code++;
        encoder.length_code[length - MIN_MATCH] = (uint8_t)code;
    }
    parse(&encoder, rows, count * row_size, row_size, pixel, above);
    write_block(&encoder, last);
    if (!last) put_stored(&encoder.writer, NULL, 0, 0);
    align(&encoder.writer);
    return encoder.writer.overflow ? 0 : (size_t)(encoder.writer.out - out);
}

size_t pngshim_run_deflate(const uint8_t *rows, size_t count, size_t row_size, unsigned pixel_size, const uint8_t *above,
                           void *scratch, uint8_t *out, size_t capacity) {
    return run_encode(rows, count, row_size, pixel_size, above, 1, scratch, out, capacity);
}

size_t pngshim_run_half(pngshim_half *half) {
    const uint8_t *above = NULL;
    if (half->first > 0) {
        /* The row before the seam, packed again here (the other half is still writing it). */
        half->pack(half->context, half->first - 1, half->first, half->before, half->work);
        above = half->before;
    }
    return run_encode(half->rows, half->end - half->first, half->row_size, half->pixel_size, above, half->last,
                      half->state, half->out, half->capacity);
}
