// The Mach-O structures a loaded image's header is read with, as Apple's SDK declares them
// (`mach-o/loader.h`): a header, then `ncmds` load commands, of which segments say where each
// part of the image is mapped. `_dyld_get_image_header` answers with such a header for each ELF
// image (dyld.c), its segments being the image's `PT_LOAD` program headers.
#ifndef DARWIN_SHIM_MACH_O_LOADER_H
#define DARWIN_SHIM_MACH_O_LOADER_H

#include <stdint.h>

typedef int cpu_type_t;
typedef int cpu_subtype_t;
typedef int vm_prot_t;

struct mach_header {
    uint32_t magic;
    cpu_type_t cputype;
    cpu_subtype_t cpusubtype;
    uint32_t filetype;
    uint32_t ncmds;
    uint32_t sizeofcmds;
    uint32_t flags;
};

struct mach_header_64 {
    uint32_t magic;
    cpu_type_t cputype;
    cpu_subtype_t cpusubtype;
    uint32_t filetype;
    uint32_t ncmds;
    uint32_t sizeofcmds;
    uint32_t flags;
    uint32_t reserved;
};

struct load_command {
    uint32_t cmd;
    uint32_t cmdsize;
};

struct segment_command {
    uint32_t cmd;
    uint32_t cmdsize;
    char segname[16];
    uint32_t vmaddr;
    uint32_t vmsize;
    uint32_t fileoff;
    uint32_t filesize;
    vm_prot_t maxprot;
    vm_prot_t initprot;
    uint32_t nsects;
    uint32_t flags;
};

struct segment_command_64 {
    uint32_t cmd;
    uint32_t cmdsize;
    char segname[16];
    uint64_t vmaddr;
    uint64_t vmsize;
    uint64_t fileoff;
    uint64_t filesize;
    vm_prot_t maxprot;
    vm_prot_t initprot;
    uint32_t nsects;
    uint32_t flags;
};

// Typed as Swift reads them on Apple platforms (`UInt32`, compared with `load_command.cmd`).
#define MH_MAGIC ((uint32_t)0xfeedface)
#define MH_MAGIC_64 ((uint32_t)0xfeedfacf)
#define MH_EXECUTE ((uint32_t)0x2)
#define MH_DYLIB ((uint32_t)0x6)
#define LC_SEGMENT ((uint32_t)0x1)
#define LC_SEGMENT_64 ((uint32_t)0x19)
#define CPU_TYPE_X86_64 ((cpu_type_t)0x01000007)
#define CPU_TYPE_ARM64 ((cpu_type_t)0x0100000c)
#define VM_PROT_READ ((vm_prot_t)0x1)
#define VM_PROT_WRITE ((vm_prot_t)0x2)
#define VM_PROT_EXECUTE ((vm_prot_t)0x4)

#endif
