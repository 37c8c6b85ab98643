import LayoutDSL

/// A virtualized horizontal list of 1,000 emoji cards (technique of seed 002): only the cards
/// whose rectangles meet the visible strip are built; a drag moves the list with the finger;
/// a release animates to the predicted end of the drag with the ease-out 1 − (1 − t)⁴ over
/// half a second of the host's clock, clamped to the content.
public struct HorizontalListScene: View {
    public static let cardWidth: CGFloat = 90
    public static let spacing: CGFloat = 10
    public static let count = 1000
    public static let animationDuration: Double = 0.5
    static let emoji = ["🍎", "🍊", "🍋", "🍉", "🍇", "🍓", "🫐", "🥝", "🍑", "🍒", "🥥", "🍍", "🥭", "🍐"]

    /// The resting scroll position, and the drag or animation on top of it.
    @State private var offset: CGFloat = 0
    @State private var dragOffset: CGFloat = 0
    @State private var animation: ScrollAnimation?

    public init() {}

    struct ScrollAnimation: Equatable {
        let from: CGFloat, to: CGFloat, start: Date
        /// The eased position at `date`: 1 − (1 − t)⁴ of the way.
        func position(at date: Date) -> CGFloat {
            let t = min(max(date.timeIntervalSince(start) / HorizontalListScene.animationDuration, 0), 1)
            return from + (to - from) * CGFloat(1 - pow(1 - t, 4))
        }
    }

    static var pitch: CGFloat { cardWidth + spacing }

    static func clamp(_ value: CGFloat, width: CGFloat) -> CGFloat {
        min(max(value, 0), max(CGFloat(count) * pitch - spacing - width, 0))
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Fruit").font(.title2.bold()).padding(.horizontal, 16)
            GeometryReader { proxy in
                TimelineView(.animation) { context in
                    strip(width: proxy.size.width, date: context.date)
                }
            }
            .frame(height: 120)
            .accessibilityIdentifier("list")
        }
        .padding(.vertical, 16)
        .background(Color.white)
    }

    private func strip(width: CGFloat, date: Date) -> some View {
        let position = Self.clamp((animation?.position(at: date) ?? offset) + dragOffset, width: width)
        let first = max(Int((position / Self.pitch).rounded(.down)), 0)
        let last = min(Int(((position + width) / Self.pitch).rounded(.up)), Self.count) - 1
        return ZStack(alignment: .topLeading) {
            Color.clear
            ForEach(first...max(first, last), id: \.self) { index in
                card(index)
                    .offset(x: CGFloat(index) * Self.pitch - position)
            }
            Text("built \(last - first + 1) of \(Self.count)")
                .font(.caption2).foregroundColor(.secondary)
                .offset(x: 16, y: 104)
                .accessibilityIdentifier("built")
        }
        .contentShape(Rectangle())
        .gesture(DragGesture()
            .onChanged { value in
                if let animation {
                    offset = animation.position(at: value.time)
                    self.animation = nil
                }
                dragOffset = -value.translation.width
            }
            .onEnded { value in
                let start = Self.clamp(offset - value.translation.width, width: width)
                let target = Self.clamp(offset - value.predictedEndTranslation.width, width: width)
                offset = target
                dragOffset = 0
                animation = ScrollAnimation(from: start, to: target, start: value.time)
            })
    }

    private func card(_ index: Int) -> some View {
        VStack(spacing: 6) {
            Text(Self.emoji[index % Self.emoji.count]).font(.system(size: 40))
            Text("\(index)").font(.caption.monospacedDigit()).foregroundColor(.secondary)
        }
        .frame(width: Self.cardWidth, height: 96)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(.secondarySystemBackground)))
        .accessibilityIdentifier("card-\(index)")
    }
}
