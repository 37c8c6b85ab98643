import LayoutDSL

/// Tracks the frames of identified views inside a ScrollView with anchor preferences: each view
/// appends an `Anchor<CGRect>` of its bounds; an ancestor resolves them through its own
/// geometry into a dictionary of frames and shows them in a readout. (Technique of seed 001.)
public struct FrameTrackingScene: View {
    @State private var frames: [String: CGRect] = [:]
    private let ids = ["header", "one", "two", "three", "four", "five", "six"]

    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            ScrollView {
                VStack(spacing: 0) {
                    Text("This is some header").font(.title2.bold()).padding(20).trackFrame(id: "header")
                    ForEach(ids.dropFirst(), id: \.self) { id in
                        Text(id.capitalized).font(.body).padding(40).frame(maxWidth: .infinity)
                            .background(Color(.secondarySystemBackground)).padding(.vertical, 4)
                            .trackFrame(id: id)
                    }
                }
            }
            .accessibilityIdentifier("scroll")
            .onTrackedFramesChange { frames = $0 }
            Divider()
            readout
        }
        .background(Color.white)
    }

    /// The tracked frames, in the tracking view's space, so a snapshot shows the numbers. On the
    /// page's white behind a divider: the cards' grey would merge with a card cut at the edge.
    private var readout: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(ids.prefix(4), id: \.self) { id in
                let frame = frames[id]
                Text(frame.map { "\(id): y \(Int($0.minY.rounded())), h \(Int($0.height.rounded()))" } ?? "\(id): not tracked")
                    .font(.caption.monospacedDigit())
                    .accessibilityIdentifier("readout-\(id)")
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
    }
}

/// One tracked view: its id and the anchor of its bounds.
struct TrackedFrame: Equatable {
    let id: String
    let anchor: Anchor<CGRect>
}

struct TrackedFramesKey: PreferenceKey {
    static var defaultValue: [TrackedFrame] = []
    static func reduce(value: inout [TrackedFrame], nextValue: () -> [TrackedFrame]) { value.append(contentsOf: nextValue()) }
}

extension View {
    /// Reports this view's bounds under `id`.
    func trackFrame(id: String) -> some View {
        transformAnchorPreference(key: TrackedFramesKey.self, value: .bounds) { $0.append(TrackedFrame(id: id, anchor: $1)) }
    }

    /// Resolves the tracked frames below into this view's coordinate space.
    func onTrackedFramesChange(_ action: @escaping ([String: CGRect]) -> Void) -> some View {
        GeometryReader { proxy in
            self.onPreferenceChange(TrackedFramesKey.self) { tracked in
                action(Dictionary(tracked.map { ($0.id, proxy[$0.anchor]) }, uniquingKeysWith: { $1 }))
            }
        }
    }
}
