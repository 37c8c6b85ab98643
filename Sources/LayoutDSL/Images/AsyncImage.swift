/// SwiftUI's `AsyncImage`, every initializer. A render is a moment before any download could
/// finish, and there is no network: a remote URL (or none) shows the `.empty` phase, the
/// placeholder. A `file://` URL of a PNG that exists loads at once, as a cached image would,
/// and shows the `.success` phase; one that does not exist shows `.failure`. That keeps renders
/// deterministic while letting a preview show real content from a local file.
///
/// The default placeholder fills the space offered with a grey: SwiftUI documents "a standard
/// placeholder that fills the available space"; its colour here is the system fill
/// `secondarySystemFill` (an estimate from screenshots).
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> Content
    @Environment(\.imageLoader) private var loader
    @Environment(\.displayScale) private var displayScale

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url; self.scale = scale; self.content = content
    }

    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    public var body: some View { content(phase) }

    var phase: AsyncImagePhase {
        guard let url, url.isFileURL else { return .empty }
        guard loader?.image(named: url.path, bundle: nil, traits: AssetTraits(displayScale: displayScale)) != nil else {
            return .failure(CocoaError(.fileNoSuchFile))
        }
        return .success(Image(url.path))
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
    /// The image as it is (not resizable), or the grey placeholder.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { image } else { Color.secondarySystemFill }
        }
    }
}
