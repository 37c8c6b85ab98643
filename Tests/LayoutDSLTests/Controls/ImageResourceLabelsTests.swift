import Foundation
@testable import LayoutDSL
import Testing

/// The controls' `image: ImageResource` forms (Xcode 15's generated asset symbols) are their
/// label forms: `Label(title, image: resource)` as the label, the title and the named image in it.
struct ImageResourceLabelsTests {
    let cup = ImageResource(name: "cup", bundle: .main)

    /// Node types and frames, depth first: two views that resolve alike have the same list.
    func shape<V: View>(_ view: V) throws -> [String] {
        try resolve(view, 300, 100).allNodes.map { "\($0.type) \($0.frame) \($0.text ?? "")" }
    }

    @Test func eachFormIsItsLabel() throws {
        let label = LayoutDSL.Label("Brew", image: cup)
        #expect(try shape(label) == shape(LayoutDSL.Label { Text("Brew") } icon: { Image(cup) }))
        #expect(try shape(Button("Brew", image: cup) {}) == shape(Button {} label: { LayoutDSL.Label("Brew", image: cup) }))
        #expect(try shape(Button("Delete", image: cup, role: .destructive) {})
                == shape(Button(role: .destructive) {} label: { LayoutDSL.Label("Delete", image: cup) }))
        #expect(try shape(Toggle("Decaf", image: cup, isOn: .constant(true)))
                == shape(Toggle(isOn: .constant(true)) { LayoutDSL.Label("Decaf", image: cup) }))
        #expect(try shape(Menu("Order", image: cup) { Button("Latte") {} })
                == shape(Menu { Button("Latte") {} } label: { LayoutDSL.Label("Order", image: cup) }))
        let title = String("Brew")
        #expect(try shape(Button(title, image: cup) {}) == shape(Button("Brew", image: cup) {}))
        #expect(try resolve(Button("Brew", image: cup) {}, 300, 100).allNodes.contains { $0.text == "Brew" })
    }
}
