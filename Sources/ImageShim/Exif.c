#include <libexif/exif-data.h>
#include "ImageShim.h"

int imageshim_exif_orientation(const uint8_t *data, size_t size) {
    if (data == NULL || size == 0) return 1;
    ExifData *exif = exif_data_new_from_data(data, (unsigned int)size);
    if (exif == NULL) return 1;
    int orientation = 1;
    ExifEntry *entry = exif_content_get_entry(exif->ifd[EXIF_IFD_0], EXIF_TAG_ORIENTATION);
    if (entry && entry->format == EXIF_FORMAT_SHORT && entry->components >= 1)
        orientation = exif_get_short(entry->data, exif_data_get_byte_order(exif));
    exif_data_unref(exif);
    return orientation >= 1 && orientation <= 8 ? orientation : 1;
}
