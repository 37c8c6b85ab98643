import Foundation
import Render
import Testing

/// Remote packages that import UIKit, which their graph's build gets when a target needs it
/// (`PackageDarwinView.uikitFlags`): packages resolved by their GitHub URLs from this machine's
/// package mirror, as in `MirroredPackagesTests`.
struct UIKitPackagesTests {
    let snap = SnapFileTests()

    /// SwiftfulThinking/SwiftfulUI, which imports UIKit unconditionally for a `Hashable` tab bar item
    /// that holds a `UIImage` (and reads `UserDefaults` by key-value coding): the package builds, its
    /// modifiers draw, and the item is the one the view made.
    @Test(.enabled(if: PackageMirror.holds("https://github.com/SwiftfulThinking/SwiftfulUI.git"),
                   "SwiftfulThinking/SwiftfulUI is not in this machine's package mirror"))
    func swiftfulUIPreviewsRender() throws {
        try snap.writePackage("Tabs", url: "https://github.com/SwiftfulThinking/SwiftfulUI.git", from: "1.2.0",
                              product: "SwiftfulUI", of: "SwiftfulUI", file: "TabView.swift", source: """
            import SwiftUI
            import SwiftfulUI

            struct TabView: View {
                let items: Set<TabBarItem> = [TabBarItem(title: "Home", iconName: "house", image: UIImage(systemName: "house"))]
                var body: some View {
                    Color.red.frame(width: items.first?.title == "Home" ? 20 : 10, height: 10)
                        .padding(5)
                        .withBackground(color: .blue, cornerRadius: 0)
                }
            }

            #Preview(traits: .sizeThatFitsLayout) { TabView() }
            """)
        let result = try snap.run(["render", "Tabs/Sources/Feature/TabView.swift", "--scale", "1", "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNG.decode(Data(contentsOf: snap.directory.appendingPathComponent("out/TabView@1x_0.png")))
        #expect(image.width == 30 && image.height == 20)
        let red = image[15, 10], blue = image[2, 2]
        #expect(red.r > 200 && red.b < 100)
        #expect(blue.b > 200 && blue.r < 100)
    }
}
