import LayoutDSL

/// Pull-to-refresh (technique of seed 004): a view moving with the content and a fixed view
/// behind the ScrollView publish their global frames; their difference is the pull distance.
/// An arrow turns with the pull (from 60% of the threshold to all of it, 0°…180°); crossing
/// the threshold while pulling starts refreshing (it compares with the previous frame's
/// pull); while refreshing a spinner shows, and once released past the threshold an alignment
/// guide holds the content below it. Refreshing ends 1.5 s later on the host's clock.
public struct PullToRefreshScene: View {
    @State private var refreshing = false
    public init() {}

    public var body: some View {
        RefreshableScrollView(refreshing: $refreshing) {
            VStack(spacing: 8) {
                ForEach(0..<30) { index in
                    HStack {
                        Text("Message \(index + 1)").font(.body)
                        Spacer()
                        Text("9:\(String(format: "%02d", index))").font(.caption).foregroundColor(.secondary)
                    }
                    .padding(12)
                    .background(Color(.systemGray6))
                }
            }
            .padding(.horizontal, 16)
        }
        .onChange(of: refreshing) { _, isRefreshing in
            if isRefreshing { DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { refreshing = false } }
        }
        .background(Color.white)
    }
}

public struct RefreshableScrollView<Content: View>: View {
    @State private var previousPull: CGFloat = 0
    @State private var pull: CGFloat = 0
    @State private var frozen = false
    @State private var rotation: Angle = .zero
    @Binding var refreshing: Bool
    let threshold: CGFloat
    let content: Content

    public init(height: CGFloat = 80, refreshing: Binding<Bool>, @ViewBuilder content: () -> Content) {
        threshold = height; _refreshing = refreshing; self.content = content()
    }

    public var body: some View {
        ScrollView {
            ZStack(alignment: .top) {
                MovingView()
                VStack { content }
                    .alignmentGuide(.top) { _ in (refreshing && frozen) ? -threshold : 0 }
                    .accessibilityIdentifier("content")
                SymbolView(height: threshold, loading: refreshing, frozen: frozen, rotation: rotation)
            }
        }
        .accessibilityIdentifier("scroll")
        .background(FixedView())
        .onPreferenceChange(RefreshKey.self) { values in update(values) }
    }

    /// Rotation of the arrow for a pull distance, as the original: none until 60% of the
    /// threshold, then 180° over the remaining 40%.
    public static func rotation(pull: CGFloat, threshold: CGFloat) -> Angle {
        if pull < threshold * 0.6 { return .degrees(0) }
        let h = Double(threshold), d = Double(pull)
        let v = max(min(d - h * 0.6, h * 0.4), 0)
        return .degrees(180 * v / (h * 0.4))
    }

    private func update(_ values: [RefreshKey.Entry]) {
        let moving = values.first { $0.kind == .moving }?.bounds ?? .zero
        let fixed = values.first { $0.kind == .fixed }?.bounds ?? .zero
        pull = moving.minY - fixed.minY
        rotation = Self.rotation(pull: pull, threshold: threshold)
        // Crossing the threshold on the way down starts refreshing.
        if !refreshing, pull > threshold, previousPull <= threshold { refreshing = true }
        if refreshing {
            // Crossing it on the way back up keeps room for the spinner above the content.
            if previousPull > threshold, pull <= threshold { frozen = true }
        } else {
            frozen = false
        }
        previousPull = pull
    }

    struct MovingView: View {
        var body: some View {
            GeometryReader { proxy in
                Color.clear.preference(key: RefreshKey.self, value: [RefreshKey.Entry(kind: .moving, bounds: proxy.frame(in: .global))])
            }
            .frame(height: 0)
        }
    }

    struct FixedView: View {
        var body: some View {
            GeometryReader { proxy in
                Color.clear.preference(key: RefreshKey.self, value: [RefreshKey.Entry(kind: .fixed, bounds: proxy.frame(in: .global))])
            }
        }
    }

    struct SymbolView: View {
        let height: CGFloat
        let loading: Bool
        let frozen: Bool
        let rotation: Angle

        var body: some View {
            Group {
                if loading {
                    VStack {
                        Spacer()
                        ProgressView().accessibilityIdentifier("spinner")
                        Spacer()
                    }
                    .frame(height: height).fixedSize()
                    .offset(y: -height + (loading && frozen ? height : 0))
                } else {
                    Image(systemName: "arrow.down")
                        .resizable()
                        .aspectRatio(contentMode: .fit)
                        .frame(width: height * 0.25, height: height * 0.25).fixedSize()
                        .accessibilityIdentifier("arrow")
                        .padding(height * 0.375)
                        .rotationEffect(rotation)
                        .offset(y: -height + (loading && frozen ? height : 0))
                }
            }
            .foregroundColor(.gray)
        }
    }
}

struct RefreshKey: PreferenceKey {
    struct Entry: Equatable {
        enum Kind { case moving, fixed }
        let kind: Kind
        let bounds: CGRect
    }
    static var defaultValue: [Entry] = []
    static func reduce(value: inout [Entry], nextValue: () -> [Entry]) { value.append(contentsOf: nextValue()) }
}
