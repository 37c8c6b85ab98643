import Foundation

/// Which kinds of assets the picker shows (Apple's documentation of `PHPickerFilter`,
/// https://developer.apple.com/documentation/photosui/phpickerfilter): a kind, or a combination
/// with `any(of:)`, `all(of:)` and `not(_:)`. Equal filters are built the same way.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        case asset(String)
        case any([Kind])
        case all([Kind])
        case not(Kind)
    }

    let kind: Kind

    public static let images = PHPickerFilter(kind: .asset("images"))
    public static let videos = PHPickerFilter(kind: .asset("videos"))
    public static let livePhotos = PHPickerFilter(kind: .asset("livePhotos"))
    /// iOS 15.
    public static let panoramas = PHPickerFilter(kind: .asset("panoramas"))
    /// iOS 15.
    public static let screenshots = PHPickerFilter(kind: .asset("screenshots"))
    /// iOS 15.
    public static let screenRecordings = PHPickerFilter(kind: .asset("screenRecordings"))
    /// iOS 15.
    public static let slomoVideos = PHPickerFilter(kind: .asset("slomoVideos"))
    /// iOS 15.
    public static let timelapseVideos = PHPickerFilter(kind: .asset("timelapseVideos"))
    /// iOS 15.
    public static let depthEffectPhotos = PHPickerFilter(kind: .asset("depthEffectPhotos"))
    /// iOS 16.
    public static let bursts = PHPickerFilter(kind: .asset("bursts"))
    /// iOS 16.
    public static let cinematicVideos = PHPickerFilter(kind: .asset("cinematicVideos"))
    /// iOS 18.
    public static let spatialMedia = PHPickerFilter(kind: .asset("spatialMedia"))

    /// Assets matching any of the filters.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kind: .any(subfilters.map(\.kind)))
    }

    /// Assets matching all of the filters (iOS 15).
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kind: .all(subfilters.map(\.kind)))
    }

    /// Assets not matching the filter (iOS 15).
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(kind: .not(filter.kind))
    }
}
