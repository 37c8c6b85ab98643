/// The kind of an asset (Apple's documentation of `PHAssetMediaType`,
/// https://developer.apple.com/documentation/photokit/phassetmediatype).
public enum PHAssetMediaType: Int, Sendable {
    case unknown = 0
    case image = 1
    case video = 2
    case audio = 3
}
