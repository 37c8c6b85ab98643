import Foundation
import LayoutDSL

/// An item picked in the Photos picker (Apple's documentation of `PhotosPickerItem`,
/// https://developer.apple.com/documentation/photosui/photospickeritem): an identifier to load the
/// photo or video with.
///
/// There is no photo library here, so loading finds nothing: `loadTransferable(type:)` returns nil,
/// as for an item whose content is not of the type asked for. `supportedContentTypes` is left out:
/// it is a list of `UTType`s, which Foundation on Linux does not have.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// The photo library's identifier of the asset, or nil for a picker made without a library.
    public let itemIdentifier: String?

    /// An item for the asset with this identifier (iOS 16), as tests and previews make one.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// Nil: there is no content to load.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// Calls `completionHandler` at once with a nil value, and returns a finished progress.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type,
                                                  completionHandler: @escaping (Result<T?, any Error>) -> Void) -> Progress {
        completionHandler(.success(nil))
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }
}
