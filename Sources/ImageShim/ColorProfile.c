#include <lcms2.h>
#include "Status.h"

imageshim_status imageshim_convert_to_srgb(const uint8_t *profile, size_t profile_size, uint8_t *pixels, size_t count) {
    if (profile == NULL || profile_size == 0) return imageshim_result(1, "no profile");
    cmsHPROFILE source = cmsOpenProfileFromMem(profile, (cmsUInt32Number)profile_size);
    if (source == NULL) return imageshim_result(2, "not an ICC profile");
    if (cmsGetColorSpace(source) != cmsSigRgbData) {
        cmsCloseProfile(source);
        return imageshim_result(3, "not an RGB profile");
    }
    cmsHPROFILE srgb = cmsCreate_sRGBProfile();
    cmsHTRANSFORM transform = cmsCreateTransform(source, TYPE_RGBA_8, srgb, TYPE_RGBA_8, INTENT_PERCEPTUAL, cmsFLAGS_COPY_ALPHA);
    cmsCloseProfile(source);
    cmsCloseProfile(srgb);
    if (transform == NULL) return imageshim_result(4, "Little CMS cannot convert from this profile");
    cmsDoTransform(transform, pixels, pixels, (cmsUInt32Number)count);
    cmsDeleteTransform(transform);
    return imageshim_result(0, NULL);
}
