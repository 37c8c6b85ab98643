/// Where an `AsyncImage`'s load stands: SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(Error)

    public var image: Image? { if case .success(let image) = self { image } else { nil } }
    public var error: Error? { if case .failure(let error) = self { error } else { nil } }
}
