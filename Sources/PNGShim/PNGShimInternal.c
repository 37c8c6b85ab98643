#include "PNGShimInternal.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

void pngshim_on_error(png_structp png, png_const_charp message) {
    pngshim_errors *errors = (pngshim_errors *)png_get_error_ptr(png);
    errors->status->code = 1;
    strncpy(errors->status->message, message ? message : "libpng error", sizeof errors->status->message - 1);
    longjmp(errors->jump, 1);
}

void pngshim_on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

pngshim_status pngshim_failure(int code, const char *message) {
    pngshim_status status = {code, {0}};
    strncpy(status.message, message, sizeof status.message - 1);
    return status;
}

void pngshim_write_to_memory(png_structp png, png_bytep bytes, png_size_t length) {
    pngshim_memory *memory = (pngshim_memory *)png_get_io_ptr(png);
    if (memory->size + length > memory->capacity) {
        size_t capacity = memory->capacity ? memory->capacity * 2 : 65536;
        while (capacity < memory->size + length) capacity *= 2;
        uint8_t *grown = realloc(memory->data, capacity);
        if (!grown) png_error(png, "out of memory");
        memory->data = grown;
        memory->capacity = capacity;
    }
    memcpy(memory->data + memory->size, bytes, length);
    memory->size += length;
}

void pngshim_flush_memory(png_structp png) { (void)png; }

void pngshim_run_pair(void *(*first)(void *), void *first_argument, void *(*second)(void *), void *second_argument) {
    pthread_t thread;
    int started = pthread_create(&thread, NULL, second, second_argument) == 0;
    first(first_argument);
    if (started) pthread_join(thread, NULL);
    else second(second_argument);
}
