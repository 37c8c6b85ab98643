@testable import LayoutDSL
import Testing

/// A representable's UIKit view is made and updated, and drawn as its SwiftUI counterpart when
/// it has one; other views are the labelled placeholder.
struct UIKitViewDrawingTests {
    struct Blur: UIViewRepresentable {
        func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterialDark)) }
        func updateUIView(_ view: UIVisualEffectView, context: Context) {}
    }

    struct Label: UIViewRepresentable {
        let text: String
        func makeUIView(context: Context) -> UILabel {
            let label = UILabel()
            label.numberOfLines = 0
            return label
        }
        func updateUIView(_ label: UILabel, context: Context) { label.text = text }
    }

    struct Field: UIViewRepresentable {
        func makeUIView(context: Context) -> UITextField {
            let field = UITextField()
            field.placeholder = "Email"
            field.borderStyle = .roundedRect
            return field
        }
        func updateUIView(_ field: UITextField, context: Context) {}
    }

    struct Custom: UIViewRepresentable {
        final class Chart: UIView {}
        func makeUIView(context: Context) -> Chart { Chart(frame: .zero) }
        func updateUIView(_ view: Chart, context: Context) {}
    }

    @Test func blurEffectViewsAreTheirMaterial() throws {
        let tree = try resolve(Blur().frame(width: 100, height: 40).accessibilityIdentifier("blur"), 200, 100)
        let drawn = try #require(tree.node(id: "blur"))
        #expect(drawn.frame.size == CGSize(width: 100, height: 40))
        #expect(!tree.allNodes.contains { $0.text == "Blur" })       // not the placeholder's name
    }

    @Test func labelsAndFieldsAreText() throws {
        let label = try resolve(Label(text: "Updated by updateUIView"), 300, 100)
        #expect(label.allNodes.contains { $0.text == "Updated by updateUIView" })
        let field = try resolve(Field(), 300, 100)
        #expect(field.allNodes.contains { $0.text == "Email" })
    }

    @Test func otherViewsAreThePlaceholder() throws {
        let tree = try resolve(Custom(), 300, 100)
        #expect(tree.allNodes.contains { $0.text == "Custom" })
    }
}

/// `UIBezierPath.reversing()`: each subpath from its end, curves' control points swapped.
struct UIBezierPathReversingTests {
    @Test func subpathsRunBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addCurve(to: CGPoint(x: 10, y: 10), controlPoint1: CGPoint(x: 12, y: 2), controlPoint2: CGPoint(x: 12, y: 8))
        path.close()
        var elements: [Path.Element] = []
        Path(path.reversing().cgPath).forEach { elements.append($0) }
        #expect(elements == [.move(to: CGPoint(x: 10, y: 10)),
                             .curve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 12, y: 8), control2: CGPoint(x: 12, y: 2)),
                             .line(to: CGPoint(x: 0, y: 0)), .closeSubpath])
        #expect(path.reversing().bounds == path.bounds)
    }
}
