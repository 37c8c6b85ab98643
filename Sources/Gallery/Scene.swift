import LayoutDSL

/// A named view to render: what `snap list` shows and `snap render <name>` draws.
public struct Scene {
    public let name: String
    public let summary: String
    /// The canvas in points.
    public let size: CGSize
    public let makeView: () -> AnyView

    public init<V: View>(_ name: String, summary: String, size: CGSize = CGSize(width: 393, height: 852),
                         @ViewBuilder view: @escaping () -> V) {
        self.name = name; self.summary = summary; self.size = size
        makeView = { AnyView(view()) }
    }
}

/// Every scene of the gallery, in the order `snap list` prints them.
public enum Gallery {
    public static let scenes: [Scene] = [
        Scene("collapsing-header", summary: "Seed 000: offset-observing ScrollView driving a collapsing header",
              size: CGSize(width: 390, height: 600)) { CollapsingHeaderScene() },
        Scene("frame-tracking", summary: "Seed 001: frames of views in a ScrollView tracked with anchor preferences",
              size: CGSize(width: 390, height: 600)) { FrameTrackingScene() },
        Scene("horizontal-list", summary: "Seed 002: virtualized horizontal list of 1,000 emoji cards with drag and ease-out",
              size: CGSize(width: 390, height: 200)) { HorizontalListScene() },
        Scene("scroll-status", summary: "Seed 003: scroll sensor and monitor reporting isScrolling on the virtual clock",
              size: CGSize(width: 390, height: 300)) { ScrollStatusScene() },
        Scene("pull-to-refresh", summary: "Seed 004: pull-to-refresh with a rotating arrow, threshold and spinner",
              size: CGSize(width: 390, height: 500)) { PullToRefreshScene() },
        Scene("primitives", summary: "Shapes, strokes, corner styles, gradients, opacity, clipping and shadows",
              size: CGSize(width: 390, height: 560)) { PrimitivesScene() },
        Scene("type", summary: "Type specimen: text styles, runs, wrapping, truncation, Cyrillic, Chinese, emoji, baselines",
              size: CGSize(width: 393, height: 852)) { TypeSpecimenScene() },
        Scene("bidi", summary: "Right-to-left and mixed text: Hebrew, Arabic joining, numbers, brackets, wrapping, truncation",
              size: CGSize(width: 393, height: 560)) { BidiSpecimenScene() },
        Scene("symbols", summary: "The symbol set for Image(systemName:), symbol sizing, PNG images, progress views",
              size: CGSize(width: 393, height: 640)) { SymbolsScene() },
        Scene("list", summary: "A plain List of symbol rows with separators, refreshable",
              size: CGSize(width: 390, height: 600)) { ListScene() },
        Scene("sections", summary: "A List in sections; section headers pin to the top while their section scrolls",
              size: CGSize(width: 390, height: 400)) { SectionsScene() },
        Scene("controls", summary: "Buttons in every style, size, shape and role; labels; toggles as switches and buttons",
              size: CGSize(width: 393, height: 560)) { ControlsScene() },
        Scene("settings", summary: "A settings Form: text fields, toggles, a picker, a stepper, a slider, buttons of " +
                  "each style, a destructive button",
              size: CGSize(width: 393, height: 852)) { SettingsScene() },
        Scene("pickers", summary: "Pickers: segmented, palette, menu (and an unmatched selection), navigation link, inline, wheel",
              size: CGSize(width: 393, height: 760)) { PickersScene() },
        Scene("date-pickers", summary: "Date pickers: compact date and time, graphical calendar, wheels",
              size: CGSize(width: 393, height: 852)) { DatePickersScene() },
        Scene("indicators", summary: "Progress views, gauges, colour picker, menus, share link, disclosure groups, control group",
              size: CGSize(width: 393, height: 700)) { IndicatorsScene() },
        Scene("animations", summary: "Timing curves, springs, repeat, transitions in and out (built-in, default, " +
                  "custom), a matched-geometry flight, a keyframe animator, a shake effect and a count-up",
              size: CGSize(width: 393, height: 660)) { AnimationsScene() },
        Scene("lazy-list", summary: "A LazyVStack of 1,000,000 rows in a ScrollView; only visible rows are built") {
            BenchmarkScenes.lazyRows(1_000_000)
        },
        Scene("cards", summary: "Benchmark frame: 200 rounded-rect cards on an iPhone screen") { BenchmarkScenes.cards },
        Scene("arrows", summary: "Benchmark frame: 250 rotated arrows in stroked circles") { BenchmarkScenes.arrows },
    ]

    public static func scene(named name: String) -> Scene? { scenes.first { $0.name == name } }
}
