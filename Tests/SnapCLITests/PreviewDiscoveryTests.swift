import Foundation
import Render
import Testing

/// Previews are found as Xcode finds them: in a Debug build for the iOS simulator, in the active
/// `#if` clauses, never in comments or strings; a `ForEach` at the root gives one preview each.
extension SnapFileTests {
    static let dots = """
    import SwiftUI
    #if canImport(UIKit)
    import UIKit
    #endif

    struct Dot: View {
        var body: some View { Circle().fill(Color.red).frame(width: 20, height: 20) }
    }

    // #Preview("Commented") { Dot() }
    /*
    struct Old_Previews: PreviewProvider { static var previews: some View { Dot() } }
    */
    let note = "#Preview(\\"InString\\") { Dot() } struct S: PreviewProvider {}"

    #if DEBUG
    struct Dot_Previews: PreviewProvider {
        static var previews: some View {
            ForEach(ColorScheme.allCases, id: \\.self) { scheme in
                Dot().preferredColorScheme(scheme).previewLayout(.sizeThatFits).previewDisplayName("\\(scheme)")
            }
        }
    }
    #endif

    #if os(iOS) && targetEnvironment(simulator)
    #Preview("Phone", traits: .fixedLayout(width: 50, height: 50)) { Dot() }
    #elseif os(macOS)
    #Preview("Mac") { Dot() }
    #endif

    #if os(Linux) || !canImport(SwiftUI)
    struct Linux_Previews: PreviewProvider { static var previews: some View { Dot() } }
    #endif
    """

    @Test func previewsAreFoundAsXcodeFindsThem() throws {
        try write("Dots.swift", Self.dots)
        let result = try run(["render", "Dots.swift", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pixelSizes() == [
            "Dots-light@2x_0.png": [40, 40],
            "Dots-dark@2x_0.png": [40, 40],
            "Dots-Phone@2x_0.png": [100, 100],
        ])
        // Each colour scheme is an image of its own, on its scheme's background.
        let light = try PNG.decode(Data(contentsOf: directory.appendingPathComponent("out/Dots-light@2x_0.png")))
        let dark = try PNG.decode(Data(contentsOf: directory.appendingPathComponent("out/Dots-dark@2x_0.png")))
        #expect(light[0, 0].r == 255 && dark[0, 0].r == 0)
        #expect(light[20, 20].r > 200 && light[20, 20].g < 80)
    }

    /// `.previewDevice`, `.previewInterfaceOrientation` and `.previewLayout` in a provider: each
    /// preview's own canvas, the command line's device for the rest; an unknown device warns.
    @Test func providerPreviewTraits() throws {
        try write("Traits.swift", """
        import SwiftUI

        struct Traits_Previews: PreviewProvider {
            static var previews: some View {
                Color.blue.previewDevice(PreviewDevice(rawValue: "iPhone SE")).previewDisplayName("SE")
                Color.blue.previewInterfaceOrientation(.landscapeLeft).previewDevice("iPhone 15").previewDisplayName("Landscape")
                Color.blue.frame(width: 30, height: 20).previewLayout(.sizeThatFits).previewDisplayName("Fits")
                Color.blue.previewDevice("iPhone 99").previewDisplayName("Unknown")
            }
        }
        """)
        let result = try run(["render", "Traits.swift", "--device", "iphone-16-pro", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pixelSizes() == [
            "Traits-SE@2x_0.png": [750, 1334],
            "Traits-Landscape@3x_0.png": [2556, 1179],
            "Traits-Fits@3x_0.png": [90, 60],
            "Traits-Unknown@3x_0.png": [1206, 2622],
        ])
        #expect(result.stderr.contains("warning: Traits-Unknown: no device preset 'iPhone 99' (.previewDevice)"))
    }

    /// A compile error inside `#if DEBUG`, on a line after an evaluated `#if os(iOS)`, names the
    /// user's file, line and column.
    @Test func compileErrorsInDebugCodeShowLocations() throws {
        try write("BrokenDebug.swift", """
        import SwiftUI
        #if os(iOS)
        let platform = "iOS"
        #endif
        #if DEBUG
        struct Broken_Previews: PreviewProvider { static var previews: some View { Text(missing) } }
        #endif
        """)
        let result = try run(["render", "BrokenDebug.swift"])
        #expect(result.status == 9)
        let path = directory.appendingPathComponent("BrokenDebug.swift").path
        #expect(result.stderr.contains("\(path):6:81: error: cannot find 'missing' in scope"), "\(result.stderr)")
        #expect(!result.stderr.contains("/source/"))
        #expect(!result.stderr.contains("main.swift"))
    }

    /// Private providers and providers nested in types render (the list of previews is compiled
    /// into the file itself); a provider local to a function is out of reach and skipped.
    @Test func privateAndNestedProvidersAreFound() throws {
        try write("Badges.swift", """
        import SwiftUI

        struct Badge: View {
            var body: some View { Color.red.frame(width: 10, height: 10) }
        }

        private struct Badge_Previews: PreviewProvider {
            static var previews: some View { Badge().previewLayout(.sizeThatFits).previewDisplayName("Private") }
        }

        extension Badge {
            struct Previews: PreviewProvider {
                static var previews: some View { Badge().padding(5).previewLayout(.sizeThatFits).previewDisplayName("Nested") }
            }
        }

        struct Host {
            func make() {
                struct Local_Previews: PreviewProvider { static var previews: some View { Color.red } }
            }
        }
        """)
        let result = try run(["render", "Badges.swift", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try pixelSizes() == ["Badges-Private@2x_0.png": [20, 20], "Badges-Nested@2x_0.png": [40, 40]])
    }
}
