import LayoutDSL

/// A header that collapses as its list scrolls: from 160 points to 64, the large title fading
/// out as a small one fades in, and stretching past 160 when the list is pulled down.
public struct CollapsingHeaderScene: View {
    @State private var offset: CGPoint = .zero
    public static let expandedHeight: CGFloat = 160
    public static let collapsedHeight: CGFloat = 64

    public init() {}

    /// How far the header has collapsed: 0 expanded … 1 collapsed.
    public static func progress(offset: CGFloat) -> CGFloat {
        min(max(offset / (expandedHeight - collapsedHeight), 0), 1)
    }

    /// The header height for a content offset; pulling down (negative offsets) stretches it.
    public static func height(offset: CGFloat) -> CGFloat { max(collapsedHeight, expandedHeight - offset) }

    public var body: some View {
        ZStack(alignment: .top) {
            OffsetObservingScrollView(offset: $offset) {
                VStack(spacing: 12) {
                    Color.clear.frame(height: Self.expandedHeight)
                    ForEach(0..<20) { index in
                        HStack(spacing: 12) {
                            RoundedRectangle(cornerRadius: 8).fill(Color(hue: Double(index) / 20, saturation: 0.5, brightness: 0.9))
                                .frame(width: 44, height: 44)
                            VStack(alignment: .leading, spacing: 2) {
                                Text("Item \(index + 1)").font(.headline)
                                Text("Scroll to collapse the header").font(.subheadline).foregroundColor(.secondary)
                            }
                            Spacer()
                        }
                        .padding(.horizontal, 16)
                    }
                }
                .padding(.bottom, 16)
            }
            .accessibilityIdentifier("scroll")
            header
        }
        .background(Color.white)
    }

    private var header: some View {
        let progress = Self.progress(offset: offset.y)
        // The gradient is the background of the header's frame, not a ZStack layer: when the
        // header is shorter than the large title, the ZStack overflows it, and a layer aligned to
        // the ZStack's bottom would leave a strip of the list showing above the gradient.
        return ZStack(alignment: .bottomLeading) {
            Text("Collapsing Header")
                .font(.largeTitle.bold())
                .foregroundColor(.white)
                .padding(16)
                .opacity(1 - progress)
                .accessibilityIdentifier("largeTitle")
            Text("Collapsing Header")
                .font(.headline)
                .foregroundColor(.white)
                .frame(maxWidth: .infinity)
                .padding(.bottom, 20)
                .opacity(progress)
                .accessibilityIdentifier("smallTitle")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        .frame(height: Self.height(offset: offset.y))
        .background(
            LinearGradient(colors: [.indigo, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                .accessibilityIdentifier("headerBackground")
        )
        .clipped()
        .accessibilityIdentifier("header")
    }
}
