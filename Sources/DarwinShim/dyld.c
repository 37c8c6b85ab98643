// dyld's image list (include/mach-o/dyld.h) over Linux's dynamic linker: `dl_iterate_phdr` walks
// the loaded ELF objects, and each is answered with a Mach-O header made from its program
// headers, so that code which walks an image's segments to find its address ranges reads the
// ranges the image really occupies. Headers and names are made once per image and kept for the
// life of the process, as the pointers dyld hands out stay valid while an image is loaded.
#define _GNU_SOURCE
#include "mach-o/dyld.h"

#include <link.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct image {
    ElfW(Addr) base;
    char *name;
    struct mach_header_64 *header;
};

static pthread_mutex_t mutex = PTHREAD_MUTEX_INITIALIZER;
/// Every image seen so far, and the indices into it of those `_dyld_image_count` last listed.
static struct image *known;
static uint32_t known_count, known_capacity;
static uint32_t *listed;
static uint32_t listed_count, listed_capacity;

static vm_prot_t protection(ElfW(Word) flags) {
    return ((flags & PF_R) ? VM_PROT_READ : 0) | ((flags & PF_W) ? VM_PROT_WRITE : 0)
        | ((flags & PF_X) ? VM_PROT_EXECUTE : 0);
}

/// The image's Mach-O header followed by one `LC_SEGMENT_64` per `PT_LOAD`.
static struct mach_header_64 *make_header(const struct dl_phdr_info *info, int is_program) {
    uint32_t segments = 0;
    for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) segments += info->dlpi_phdr[i].p_type == PT_LOAD;
    struct mach_header_64 *header = calloc(1, sizeof *header + segments * sizeof(struct segment_command_64));
    if (!header) return NULL;
    header->magic = MH_MAGIC_64;
#if defined(__aarch64__)
    header->cputype = CPU_TYPE_ARM64;
#else
    header->cputype = CPU_TYPE_X86_64;
#endif
    header->filetype = is_program ? MH_EXECUTE : MH_DYLIB;
    header->ncmds = segments;
    header->sizeofcmds = segments * (uint32_t)sizeof(struct segment_command_64);
    struct segment_command_64 *segment = (struct segment_command_64 *)(header + 1);
    for (ElfW(Half) i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *phdr = &info->dlpi_phdr[i];
        if (phdr->p_type != PT_LOAD) continue;
        segment->cmd = LC_SEGMENT_64;
        segment->cmdsize = sizeof *segment;
        segment->vmaddr = phdr->p_vaddr;
        segment->vmsize = phdr->p_memsz;
        segment->fileoff = phdr->p_offset;
        segment->filesize = phdr->p_filesz;
        segment->maxprot = segment->initprot = protection(phdr->p_flags);
        segment++;
    }
    return header;
}

/// The program's path: the dynamic linker names it with the empty string.
static char *program_path(void) {
    char path[4096];
    ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
    if (length < 0) length = 0;
    path[length] = 0;
    return strdup(path);
}

static int grow(void **array, uint32_t *capacity, uint32_t count, size_t size) {
    if (count < *capacity) return 1;
    uint32_t wanted = *capacity ? *capacity * 2 : 64;
    void *grown = realloc(*array, wanted * size);
    if (!grown) return 0;
    *array = grown;
    *capacity = wanted;
    return 1;
}

static int list_image(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    (void)data;
    int is_program = info->dlpi_name == NULL || info->dlpi_name[0] == 0;
    const char *name = is_program ? NULL : info->dlpi_name;
    uint32_t index = 0;
    while (index < known_count && !(known[index].base == info->dlpi_addr
                                    && (name ? strcmp(known[index].name, name) == 0 : known[index].header->filetype == MH_EXECUTE))) {
        index++;
    }
    if (index == known_count) {
        if (!grow((void **)&known, &known_capacity, known_count, sizeof *known)) return 1;
        struct image image = { info->dlpi_addr, is_program ? program_path() : strdup(name), make_header(info, is_program) };
        if (!image.name || !image.header) return 1;
        known[known_count++] = image;
    }
    if (!grow((void **)&listed, &listed_capacity, listed_count, sizeof *listed)) return 1;
    listed[listed_count++] = index;
    return 0;
}

uint32_t _dyld_image_count(void) {
    pthread_mutex_lock(&mutex);
    listed_count = 0;
    dl_iterate_phdr(list_image, NULL);
    uint32_t count = listed_count;
    pthread_mutex_unlock(&mutex);
    return count;
}

/// The image at `image_index` of the last list (listing the images if none was read yet), copied
/// under the lock: another thread's listing may move the array; the name and header stay put.
static struct image listed_image(uint32_t image_index) {
    struct image image = { 0, NULL, NULL };
    pthread_mutex_lock(&mutex);
    if (listed_count == 0) dl_iterate_phdr(list_image, NULL);
    if (image_index < listed_count) image = known[listed[image_index]];
    pthread_mutex_unlock(&mutex);
    return image;
}

const char *_dyld_get_image_name(uint32_t image_index) {
    return listed_image(image_index).name;
}

const struct mach_header *_dyld_get_image_header(uint32_t image_index) {
    return (const struct mach_header *)listed_image(image_index).header;
}

intptr_t _dyld_get_image_vmaddr_slide(uint32_t image_index) {
    return (intptr_t)listed_image(image_index).base;
}
