import Foundation
import Render
import Testing

/// `#Preview` through the built `snap`: every form of the macro compiles with only `import
/// SwiftUI`, each block is one preview named by its title or its number in the file, and its
/// traits set its canvas.
extension SnapFileTests {
    static let swatches = """
    import SwiftUI

    struct Swatch: View {
        var color: Color
        var body: some View { color.frame(width: 40, height: 30) }
    }

    #Preview {
        Swatch(color: .red)
    }

    #Preview("Wide", traits: .fixedLayout(width: 200, height: 100)) {
        Swatch(color: .blue)
    }

    #Preview(traits: .sizeThatFitsLayout) {
        Swatch(color: .green)
    }

    #Preview("Turned", traits: .landscapeLeft, .sizeThatFitsLayout, .defaultLayout) {
        let color = Color.orange
        return Swatch(color: color)
    }

    #Preview("Counter", traits: .sizeThatFitsLayout) {
        @Previewable @State var count = 3
        Color.purple.frame(width: CGFloat(count * 10), height: 10)
    }
    """

    func pixelSizes(_ folder: String = "out") throws -> [String: [Int]] {
        let out = directory.appendingPathComponent(folder)
        var sizes: [String: [Int]] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: out.path) where file.hasSuffix(".png") {
            let image = try PNG.decode(Data(contentsOf: out.appendingPathComponent(file)))
            sizes[file] = [image.width, image.height]
        }
        return sizes
    }

    @Test func previewMacrosRenderWithTheirTraits() throws {
        try write("Swatches.swift", Self.swatches)
        let result = try run(["render", "Swatches.swift", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pixelSizes() == [
            "Swatches-1@2x_0.png": [786, 1704],
            "Swatches-Wide@2x_0.png": [400, 200],
            "Swatches-3@2x_0.png": [80, 60],
            // The last layout trait wins; the orientation turns the default canvas.
            "Swatches-Turned@2x_0.png": [1704, 786],
            // @Previewable state: 3 × 10 points wide.
            "Swatches-Counter@2x_0.png": [60, 20],
        ])
        let wide = try PNG.decode(Data(contentsOf: directory.appendingPathComponent("out/Swatches-Wide@2x_0.png")))
        #expect(wide[200, 100].b > 200 && wide[200, 100].r < 100)
        #expect(wide[10, 10] == wide[390, 190])
    }

    /// A preview's own layout wins over `--device`; the device gives the rest its canvas and scale.
    @Test func previewLayoutWinsOverDevice() throws {
        try write("Swatches.swift", Self.swatches)
        let result = try run(["render", "Swatches.swift", "--device", "iphone-se", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pixelSizes() == [
            "Swatches-1@2x_0.png": [750, 1334],
            "Swatches-Wide@2x_0.png": [400, 200],
            "Swatches-3@2x_0.png": [80, 60],
            "Swatches-Turned@2x_0.png": [1334, 750],
            "Swatches-Counter@2x_0.png": [60, 20],
        ])
    }

    /// One untitled `#Preview` is the file's only preview: its files are named for the file.
    @Test func singlePreviewMacroIsNamedForTheFile() throws {
        try write("Single.swift", "import SwiftUI\n\n#Preview { Color.red.frame(width: 10, height: 10) }\n")
        let result = try run(["render", "Single.swift", "--quiet", "--size", "20x10"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pixelSizes() == ["Single@2x_0.png": [40, 20]])
    }

    /// A file that imports the engine by its own name (`import LayoutDSL`) still has `#Preview`
    /// and `@Entry`, which the `SwiftUI` module declares: snap imports it on the same line.
    @Test func previewMacroWithTheEnginesOwnImport() throws {
        try write("Engine.swift", """
        import LayoutDSL

        extension EnvironmentValues {
            @Entry var swatchSide: CGFloat = 10
        }

        struct Swatch: View {
            @Environment(\\.swatchSide) private var side
            var body: some View { Color.red.frame(width: side, height: side) }
        }

        #Preview { Swatch().environment(\\.swatchSide, 15) }
        """)
        let result = try run(["render", "Engine.swift", "--quiet", "--size", "20x15"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pixelSizes() == ["Engine@2x_0.png": [40, 30]])
    }

    /// A `#Preview` that traps is named by its number in messages.
    @Test func trappingPreviewMacroIsNamed() throws {
        try write("Trap.swift", """
        import SwiftUI

        #Preview("Fine") { Color.red }
        #Preview {
            let items: [Int] = []
            return Text("\\(items[1])")
        }
        """)
        let result = try run(["render", "Trap.swift"])
        #expect(result.status == 13)
        #expect(result.stderr.hasPrefix("snap: error: preview '#Preview 2' crashed: "), "\(result.stderr)")
    }
}

extension SnapFileTests {
    /// Previews run as Xcode runs them: `XCODE_RUNNING_FOR_PREVIEWS` is 1, and Swift 6 mode
    /// compiles the same `#Preview`s (the body is main-actor isolated, as Xcode declares it).
    @Test func previewsRunAsInXcode() throws {
        try write("Env.swift", """
        import SwiftUI

        @MainActor final class Model { let width: CGFloat = 20 }

        #Preview(traits: .sizeThatFitsLayout) {
            let model = Model()
            let running = ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1"
            return Color.red.frame(width: running ? model.width : 10, height: 10)
        }
        """)
        for version in ["5", "6"] {
            let result = try run(["render", "Env.swift", "--swift-version", version, "--quiet", "-o", "out\(version)"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try pixelSizes("out\(version)") == ["Env@2x_0.png": [40, 20]])
        }
    }
}

extension SnapFileTests {
    /// Isolation as iOS 18 declares it: a view type is `@MainActor` (so an `@MainActor` model can
    /// be its `@StateObject`, and a style's `makeBody` can use main-actor state), built-in views
    /// and modifiers are `nonisolated` (a free function can build them), and a `Shape` is not
    /// isolated, so its `path(in:)` calling main-actor code does not compile, in either mode.
    @Test func viewsAreMainActorIsolatedAsInIOS18() throws {
        try write("Isolated.swift", """
        import SwiftUI

        @MainActor final class Counter: ObservableObject {
            @Published var count = 2
            var width: CGFloat { CGFloat(count) * 10 }
        }

        @MainActor let accent = Color.red

        struct Pill: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.frame(width: 30, height: 10).background(accent)
            }
        }

        func chip() -> some View { Color.blue.frame(width: 10, height: 10).padding(0) }

        struct Row: View {
            @StateObject private var counter = Counter()
            var body: some View {
                HStack(spacing: 0) {
                    Color.green.frame(width: counter.width, height: 10)
                    Button(action: {}) { Color.clear }.buttonStyle(Pill())
                    chip()
                }
            }
        }

        #Preview(traits: .sizeThatFitsLayout) { Row() }
        """)
        try write("Unisolated.swift", """
        import SwiftUI

        @MainActor final class Metrics { var radius: CGFloat = 4 }

        struct Blob: Shape {
            func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: Metrics().radius) }
        }

        #Preview { Blob() }
        """)
        for version in ["5", "6"] {
            let result = try run(["render", "Isolated.swift", "--swift-version", version, "--quiet", "-o", "isolated\(version)"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try pixelSizes("isolated\(version)") == ["Isolated@2x_0.png": [120, 20]])
            let shape = try run(["render", "Unisolated.swift", "--swift-version", version, "-o", "unisolated\(version)"])
            #expect(shape.status == 9)
            #expect(shape.stderr.contains("Unisolated.swift:6:90: error: main actor-isolated property 'radius' can not be referenced from a nonisolated context"),
                    "\(shape.stderr)")
        }
    }
}

extension SnapFileTests {
    /// A `#Preview` body that does not compile reports its own error; the reference of snap's
    /// appended preview list to the expansion that could not be made (a line past the end of the
    /// file) is not shown.
    @Test func previewBodyErrorsNameTheBody() throws {
        try write("Broken.swift", """
        import SwiftUI

        #Preview {
            let value = compute(3)
            return Color.red.padding(value)
        }
        """)
        let result = try run(["render", "Broken.swift"])
        #expect(result.status == 9)
        #expect(result.stderr.contains("Broken.swift:4:17: error: cannot find 'compute' in scope"), "\(result.stderr)")
        #expect(!result.stderr.contains("__snapPreview"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("snap: error: Broken.swift did not compile\n"))
    }
}

extension SnapFileTests {
    /// iOS 26's `@Animatable`: a shape whose only stored `var` animates, one property marked
    /// `@AnimatableIgnored`, filled as its `fraction` goes from 0 to 1 over a linear second. The
    /// frames at 0, ¼, ½, ¾ and 1 s are 0, 25, 50, 75 and 100 red pixels wide at 1x.
    @Test func animatableMacroAnimatesAShapesProperties() throws {
        try write("Wedge.swift", """
        import SwiftUI

        @Animatable
        struct Wedge: Shape {
            var fraction: Double
            @AnimatableIgnored var label = "wedge"

            func path(in rect: CGRect) -> Path {
                Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
            }
        }

        struct Filling: View {
            @State private var full = false
            var body: some View {
                Wedge(fraction: full ? 1 : 0).fill(.red).frame(width: 100, height: 10)
                    .onAppear { withAnimation(.linear(duration: 1)) { full = true } }
            }
        }

        #Preview(traits: .sizeThatFitsLayout) { Filling() }
        """)
        let result = try run(["render", "Wedge.swift", "--duration", "1", "--fps", "4", "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let out = directory.appendingPathComponent("out")
        let widths = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted().map { file in
            let canvas = try PNG.decode(Data(contentsOf: out.appendingPathComponent(file)))
            return (0..<canvas.width).filter { canvas[$0, 5].r > 200 && canvas[$0, 5].g < 100 }.count
        }
        #expect(widths == [0, 25, 50, 75, 100])
    }

    /// iOS 18's `@Entry`: values of `EnvironmentValues` and `ContainerValues` declared with and
    /// without a type annotation, read where they are set and by a container's subviews; a
    /// transaction's, read where it is written, and a focused value's, published by a view.
    @Test func entryDeclaresEnvironmentAndContainerValues() throws {
        try write("Entries.swift", """
        import SwiftUI

        extension EnvironmentValues {
            @Entry var barWidth: CGFloat = 10
            @Entry var barHeight = 4.0
        }

        extension ContainerValues {
            @Entry var isWide = false
        }

        extension Transaction {
            @Entry var source = "tap"
        }

        extension FocusedValues {
            @Entry var selectedNote: String?
        }

        struct Bar: View {
            @Environment(\\.barWidth) private var width
            @Environment(\\.barHeight) private var height
            var body: some View { Color.red.frame(width: width, height: height) }
        }

        struct Column<Content: View>: View {
            @ViewBuilder var content: Content
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(subviews: content) { subview in
                        subview.frame(width: subview.containerValues.isWide ? 40 : 20, alignment: .leading)
                    }
                }
            }
        }

        #Preview(traits: .sizeThatFitsLayout) {
            let _ = { var change = Transaction(); change.source = "drag"; precondition(change.source == "drag") }()
            Column {
                Bar()
                Bar().environment(\\.barWidth, 30).containerValue(\\.isWide, true)
            }
            .focusedSceneValue(\\.selectedNote, "draft")
        }
        """)
        let result = try run(["render", "Entries.swift", "--scale", "1", "--quiet", "-o", "out"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pixelSizes("out") == ["Entries@1x_0.png": [40, 8]])
    }
}
