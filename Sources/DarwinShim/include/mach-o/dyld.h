// dyld's list of the images loaded in the process (Apple's `mach-o/dyld.h`), over Linux's
// dynamic linker (dyld.c). Packages built for Apple platforms walk it to find a framework's code,
// as swift-perception does to tell SwiftUI's body evaluation apart (pointfreeco/swift-perception@2.0.9:
// its PerceptionCore/Perception/PerceptionRegistrar.swift, under `#if DEBUG && canImport(SwiftUI)`)
// and swift-issue-reporting to find SwiftUI's image (pointfreeco/xctest-dynamic-overlay@1.13.1:
// its IssueReporting/IssueReporters/DefaultReporter.swift, under `#if canImport(os)`).
#ifndef DARWIN_SHIM_MACH_O_DYLD_H
#define DARWIN_SHIM_MACH_O_DYLD_H

#include <stdint.h>
#include "loader.h"

/// The number of images loaded now (the program, its libraries, those opened since); the other
/// functions answer for the list this call read.
uint32_t _dyld_image_count(void);
/// The image's path: the executable's own for the program, `NULL` past the end of the list.
const char *_dyld_get_image_name(uint32_t image_index);
/// A Mach-O header of the image: a `mach_header_64` whose `LC_SEGMENT_64` commands are its
/// loaded ELF segments (`vmaddr`, `vmsize`, `fileoff`, `filesize` and protections of each
/// `PT_LOAD`), valid as long as the process runs; `NULL` past the end of the list.
const struct mach_header *_dyld_get_image_header(uint32_t image_index);
/// What is added to a segment's `vmaddr` to get its address in memory: the ELF load bias.
intptr_t _dyld_get_image_vmaddr_slide(uint32_t image_index);

#endif
