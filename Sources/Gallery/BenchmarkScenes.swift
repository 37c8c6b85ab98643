import LayoutDSL

/// Workloads the benchmarks measure, shared so `snap` can render them too.
public enum BenchmarkScenes {
    /// A VStack of `rows` rows, each an HStack of a shape, a fixed frame, padding and a Spacer.
    public static func rows(_ rows: Int) -> some View {
        VStack(spacing: 4) {
            ForEach(0..<rows) { index in
                HStack {
                    Circle().fill(.blue).frame(width: 24, height: 24)
                    Color.gray.frame(width: 120, height: 12)
                    Spacer()
                    RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: 40, height: 16)
                }
                .padding(8)
            }
        }
    }

    /// The rows of `rows(_:)` with the layout-neutral modifiers screens put on such rows: a
    /// clipped, shadowed and faded avatar, a rounded and nudged bar, a shadowed, turned and
    /// raised tag (Benchmarks.md, the ninth to fourteenth passes: no node of their own, but for the avatar's shadow, which falls
    /// outside its clip).
    public static func effectRows(_ rows: Int) -> some View {
        VStack(spacing: 4) {
            ForEach(0..<rows) { index in
                HStack {
                    Circle().fill(.blue).frame(width: 24, height: 24).clipShape(Circle()).shadow(radius: 1).opacity(0.8)
                    Color.gray.frame(width: 120, height: 12).cornerRadius(3).offset(y: 1)
                    Spacer()
                    RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: 40, height: 16).shadow(radius: 2)
                        .rotationEffect(.degrees(45)).zIndex(1)
                }
                .padding(8)
            }
        }
    }

    /// A row that remembers whether it was selected: tapping it (or `toggle`) flips its state.
    struct SelectableRow: View {
        let index: Int
        @State private var selected = false
        var body: some View {
            HStack {
                Circle().fill(selected ? .blue : .gray).frame(width: 24, height: 24)
                Text("Row \(index)")
                Spacer()
                RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: 40, height: 16)
            }
            .padding(8)
            .onTapGesture { selected.toggle() }
        }
    }

    /// `rows` selectable rows in a non-lazy VStack in a ScrollView: the workload of an update
    /// after one row's state changes (see `ViewHost.bodiesEvaluated`).
    public static func selectableRows(_ rows: Int) -> some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<rows, id: \.self) { SelectableRow(index: $0) }
            }
        }
    }

    /// A chain of `depth` nested stacks with padding, each holding a leaf beside the next level.
    public static func deep(_ depth: Int) -> AnyView {
        var view = AnyView(Color.red.frame(width: 10, height: 10))
        for level in 0..<depth {
            view = level % 2 == 0
                ? AnyView(HStack { Color.blue.frame(width: 4); view }.padding(2))
                : AnyView(VStack { Color.green.frame(height: 4); view }.padding(2))
        }
        return view
    }

    struct SizeKey: PreferenceKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }

    /// `readers` GeometryReaders in backgrounds, each publishing its height through a preference.
    public static func geometryReaders(_ readers: Int) -> some View {
        VStack(spacing: 2) {
            ForEach(0..<readers) { _ in
                Color.red.frame(height: 10)
                    .background(GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size.height) })
            }
        }
        .onPreferenceChange(SizeKey.self) { _ in }
    }

    /// 200 rounded-rect cards without text on an iPhone screen (393x852 points).
    public static var cards: some View {
        VStack(spacing: 4) {
            ForEach(0..<50) { row in
                HStack(spacing: 4) {
                    ForEach(0..<4) { column in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(Color(hue: Double(row * 4 + column) / 200, saturation: 0.5, brightness: 0.95))
                            .overlay(alignment: .topLeading) {
                                Circle().fill(.white.opacity(0.8)).frame(width: 6, height: 6).padding(3)
                            }
                    }
                }
            }
        }
        .padding(4)
        .background(Color.white)
    }

    /// Six material cards, one of each thickness and the bar's, over a gradient with stripes
    /// (393x852 points): the backdrop's blur, enlarging and filter on 4/5 of the screen.
    public static var materials: some View {
        let styles: [Material] = [.ultraThin, .thin, .regular, .thick, .ultraThick, .bar]
        return ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 24) {
                ForEach(0..<12) { _ in Capsule().fill(.yellow).frame(height: 12) }
            }
            VStack(spacing: 12) {
                ForEach(0..<6) { index in
                    RoundedRectangle(cornerRadius: 16, style: .continuous).fill(styles[index]).frame(height: 110)
                }
            }
            .padding(16)
        }
    }

    /// Seven cards with a title, a line and an image over a gradient with stripes (393x852 points),
    /// on regular Liquid Glass (`glassEffect`) or, with `glass` false, on a flat translucent white
    /// of the same shape: the same layout, to measure what the glass costs a snapshot.
    public static func glassCards(glass: Bool) -> some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 24) {
                ForEach(0..<12) { _ in Capsule().fill(.yellow).frame(height: 12) }
            }
            VStack(spacing: 12) {
                ForEach(0..<7) { index in
                    let card = HStack(spacing: 12) {
                        Image(systemName: "sparkles").font(.title2)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Card \(index + 1)").font(.headline)
                            Text("Over the gradient").font(.subheadline).foregroundStyle(.secondary)
                        }
                        Spacer()
                    }
                    .padding(16)
                    .frame(height: 96)
                    if glass {
                        card.glassEffect(.regular, in: .rect(cornerRadius: 24))
                    } else {
                        card.background(Color.white.opacity(0.85), in: .rect(cornerRadius: 24))
                    }
                }
            }
            .padding(16)
        }
    }

    /// A LazyVStack of `rows` text rows in a ScrollView.
    public static func lazyRows(_ rows: Int) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<rows, id: \.self) { index in
                    HStack {
                        Circle().fill(.blue).frame(width: 28, height: 28)
                        Text("Row \(index)")
                        Spacer()
                        Image(systemName: "chevron.right").foregroundColor(.gray)
                    }
                    .padding(.horizontal, 16)
                    .frame(height: 44)
                }
            }
        }
        .background(Color.white)
    }

    /// 2,000 words of body text in paragraphs, on a page as wide as a phone.
    public static var textPage: some View {
        let words = ["layout", "proposal", "size", "placement", "the", "view", "of", "a", "stack", "frame", "and", "text",
                     "wraps", "at", "line", "breaks", "with", "glyphs", "shaped", "by", "HarfBuzz"]
        let paragraphs = (0..<20).map { p in (0..<100).map { words[($0 * 7 + p * 3) % words.count] }.joined(separator: " ") + "." }
        return VStack(alignment: .leading, spacing: 12) {
            ForEach(paragraphs.indices, id: \.self) { Text(paragraphs[$0]) }
        }
        .padding(16)
        .background(Color.white)
    }

    /// 500 rotated arrows and circles.
    public static var arrows: some View {
        VStack(spacing: 0) {
            ForEach(0..<25) { row in
                HStack(spacing: 0) {
                    ForEach(0..<10) { column in
                        ZStack {
                            Circle().stroke(.blue, lineWidth: 2)
                            Arrow().fill(.red).padding(8).rotationEffect(.degrees(Double(row * 10 + column) * 7.3))
                        }
                        .frame(width: 36, height: 32)
                    }
                }
            }
        }
        .background(Color.white)
    }

    struct Arrow: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.addLines([CGPoint(x: rect.midX - rect.width * 0.12, y: rect.minY),
                            CGPoint(x: rect.midX + rect.width * 0.12, y: rect.minY),
                            CGPoint(x: rect.midX + rect.width * 0.12, y: rect.midY), CGPoint(x: rect.maxX, y: rect.midY),
                            CGPoint(x: rect.midX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.midY),
                            CGPoint(x: rect.midX - rect.width * 0.12, y: rect.midY)])
                p.closeSubpath()
            }
        }
    }
}
