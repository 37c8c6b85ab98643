// Path set operations by Angus Johnson's Clipper (Debian's libpolyclipping, 6.4.2): the Vatti
// clipping algorithm over integer coordinates, with the even-odd and non-zero fill rules. A C
// interface, so that Swift needs no C++ interoperability; every C++ exception stops here.
#include "PathClipping.h"

#include <polyclipping/clipper.hpp>

#include <cstdlib>

namespace {

ClipperLib::Paths makePaths(const int64_t *coordinates, const size_t *counts, size_t polygons) {
    ClipperLib::Paths paths(polygons);
    size_t offset = 0;
    for (size_t i = 0; i < polygons; ++i) {
        paths[i].reserve(counts[i]);
        for (size_t j = 0; j < counts[i]; ++j, offset += 2) {
            paths[i].push_back(ClipperLib::IntPoint(coordinates[offset], coordinates[offset + 1]));
        }
    }
    return paths;
}

bool copyOut(const ClipperLib::Paths &paths, PathClippingPolygons *result) {
    size_t points = 0;
    for (const auto &path : paths) points += path.size();
    result->coordinates = static_cast<int64_t *>(std::malloc(sizeof(int64_t) * 2 * (points ? points : 1)));
    result->counts = static_cast<size_t *>(std::malloc(sizeof(size_t) * (paths.size() ? paths.size() : 1)));
    if (!result->coordinates || !result->counts) return false;
    size_t offset = 0;
    for (size_t i = 0; i < paths.size(); ++i) {
        result->counts[i] = paths[i].size();
        for (const auto &point : paths[i]) {
            result->coordinates[offset++] = point.X;
            result->coordinates[offset++] = point.Y;
        }
    }
    result->polygonCount = paths.size();
    return true;
}

}  // namespace

extern "C" int path_clipping_execute(PathClippingOperation operation,
                                     const int64_t *subjectCoordinates, const size_t *subjectCounts, size_t subjectPolygons,
                                     const int64_t *clipCoordinates, const size_t *clipCounts, size_t clipPolygons,
                                     int evenOdd, PathClippingPolygons *result) {
    *result = PathClippingPolygons{nullptr, nullptr, 0};
    try {
        ClipperLib::Clipper clipper;
        clipper.AddPaths(makePaths(subjectCoordinates, subjectCounts, subjectPolygons), ClipperLib::ptSubject, true);
        clipper.AddPaths(makePaths(clipCoordinates, clipCounts, clipPolygons), ClipperLib::ptClip, true);
        const ClipperLib::PolyFillType fill = evenOdd ? ClipperLib::pftEvenOdd : ClipperLib::pftNonZero;
        ClipperLib::Paths solution;
        if (clipper.Execute(static_cast<ClipperLib::ClipType>(operation), solution, fill, fill) && copyOut(solution, result)) {
            return 0;
        }
    } catch (...) {
    }
    path_clipping_free(result);
    return 1;
}

extern "C" void path_clipping_free(PathClippingPolygons *polygons) {
    std::free(polygons->coordinates);
    std::free(polygons->counts);
    *polygons = PathClippingPolygons{nullptr, nullptr, 0};
}
