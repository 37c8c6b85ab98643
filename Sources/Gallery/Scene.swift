import LayoutDSL

/// A named view to render: what `snap list` shows and `snap render <name>` draws.
public struct Scene {
    public let name: String
    public let summary: String
    /// The canvas in points.
    public let size: CGSize
    public let makeView: () -> AnyView

    public init<V: View>(_ name: String, summary: String, size: CGSize = CGSize(width: 393, height: 852), @ViewBuilder view: @escaping () -> V) {
        self.name = name; self.summary = summary; self.size = size
        makeView = { AnyView(view()) }
    }
}

/// Every scene of the gallery, in the order `snap list` prints them.
public enum Gallery {
    public static let scenes: [Scene] = [
        Scene("primitives", summary: "Shapes, strokes, corner styles, gradients, opacity, clipping and shadows",
              size: CGSize(width: 390, height: 560)) { PrimitivesScene() },
        Scene("type", summary: "Type specimen: text styles, runs, wrapping, truncation, Cyrillic, Chinese, emoji, baselines",
              size: CGSize(width: 393, height: 852)) { TypeSpecimenScene() },
        Scene("symbols", summary: "The symbol set for Image(systemName:), symbol sizing, PNG images, progress views",
              size: CGSize(width: 393, height: 520)) { SymbolsScene() },
        Scene("lazy-list", summary: "A LazyVStack of 1,000,000 rows in a ScrollView; only visible rows are built") {
            BenchmarkScenes.lazyRows(1_000_000)
        },
        Scene("cards", summary: "Benchmark frame: 200 rounded-rect cards on an iPhone screen") { BenchmarkScenes.cards },
        Scene("arrows", summary: "Benchmark frame: 250 rotated arrows in stroked circles") { BenchmarkScenes.arrows },
    ]

    public static func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }
}
