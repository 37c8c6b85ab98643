@testable import LayoutDSL
import Testing

/// Bar items and the inline title keep their size at every Dynamic Type size, as UIKit's bars
/// do (the Large Content Viewer stands in for them); the large title under the bar grows.
struct BarTypeSizeTests {
    func frames(_ size: DynamicTypeSize) throws -> (done: CGRect, save: CGRect, title: CGRect) {
        let tree = try resolve(NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
                    ToolbarItem(placement: .bottomBar) { Button("Save") {} }
                }
        }.dynamicTypeSize(size), 393, 852)
        func frame(_ text: String) throws -> CGRect { try #require(tree.allNodes.last { $0.text == text }).frame }
        return (try frame("Done"), try frame("Save"), try frame("Inbox"))
    }

    @Test(arguments: [DynamicTypeSize.xSmall, .xxxLarge, .accessibility3, .accessibility5])
    func barItemsKeepTheirSize(size: DynamicTypeSize) throws {
        let standard = try frames(.large), other = try frames(size)
        #expect(other.done == standard.done)
        #expect(other.save == standard.save)
        // The large title follows the setting.
        if size > .large { #expect(other.title.height > standard.title.height) }
        if size < .large { #expect(other.title.height < standard.title.height) }
    }
}
