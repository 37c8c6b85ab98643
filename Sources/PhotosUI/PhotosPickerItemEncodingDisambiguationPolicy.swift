import Foundation

extension PhotosPickerItem {
    /// Which encoding of an asset is loaded when it has several (Apple's documentation of
    /// `PhotosPickerItem.EncodingDisambiguationPolicy`,
    /// https://developer.apple.com/documentation/photosui/photospickeritem/encodingdisambiguationpolicy).
    public struct EncodingDisambiguationPolicy: Hashable, Sendable {
        let name: String

        /// The system's choice, which may transcode.
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// The asset's current encoding.
        public static let current = EncodingDisambiguationPolicy(name: "current")
        /// The most compatible encoding.
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }
}
