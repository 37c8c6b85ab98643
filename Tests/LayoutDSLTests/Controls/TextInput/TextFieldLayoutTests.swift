import Foundation
@testable import LayoutDSL
import Testing

/// Text field sizes: as wide as offered (its content's width when offered none), one line of
/// its font tall whatever height is offered; the rounded border adds its insets.
struct TextFieldLayoutTests {
    /// One line of body text, as the test text engine measures it.
    private func line() throws -> CGFloat { try size(of: Text("A"), proposing: nil, nil).height }

    /// What `view` answers an infinite proposal, which a layout cannot then place (sizes must be finite).
    private func answer<V: View>(of view: V, to length: CGFloat) throws -> CGSize {
        try measured(view, proposing: length, length)
    }

    @Test func plainFieldSizes() throws {
        let line = try line()
        let empty = TextField("Email", text: .constant(""))
        // "Email" is 5 × 8.5 = 42.5 wide: offered no width, the field is as wide as its placeholder.
        #expect(try size(of: empty, proposing: nil, nil) == CGSize(width: 42.5, height: line))
        #expect(try size(of: empty, proposing: 0, 0) == CGSize(width: 0, height: line))
        #expect(try answer(of: empty, to: .infinity) == CGSize(width: .infinity, height: line))
        #expect(try size(of: empty, proposing: 300, 100) == CGSize(width: 300, height: line))
        // Filled, its text's width (10 characters); a field with neither text nor placeholder is 0 wide.
        #expect(try size(of: TextField("Email", text: .constant("ann@ex.com")), proposing: nil, nil) == CGSize(width: 85, height: line))
        #expect(try size(of: TextField(text: .constant("")) { Image(systemName: "person") }, proposing: nil, nil) == CGSize(width: 0, height: line))
    }

    /// The prompt, not the label, is the placeholder when both are given.
    @Test func promptReplacesTheLabel() throws {
        let field = TextField("Email address", text: .constant(""), prompt: Text("Email"))
        #expect(try size(of: field, proposing: nil, nil).width == 42.5)
    }

    /// A secure field is a text field of bullets: the same size as a field showing as many bullets.
    @Test func secureFieldSizes() throws {
        let secure = SecureField("Password", text: .constant("hunter2"))
        #expect(try size(of: secure, proposing: nil, nil) == size(of: TextField("", text: .constant("•••••••")), proposing: nil, nil))
        #expect(try size(of: secure, proposing: 250, 0) == CGSize(width: 250, height: line()))
    }

    /// Rounded border: 7 pt in at each side and 6 pt above and below (34 pt tall with body's 22 pt line).
    @Test func roundedBorderInsets() throws {
        let line = try line()
        let field = TextField("Email", text: .constant("")).textFieldStyle(.roundedBorder)
        #expect(try size(of: field, proposing: nil, nil) == CGSize(width: 42.5 + 14, height: line + 12))
        #expect(try size(of: field, proposing: 0, 0) == CGSize(width: 14, height: line + 12))
        #expect(try size(of: field, proposing: 300, 300) == CGSize(width: 300, height: line + 12))
        #expect(try size(of: TextField("Email", text: .constant("")).textFieldStyle(.plain), proposing: nil, nil)
                == size(of: TextField("Email", text: .constant("")).textFieldStyle(.automatic), proposing: nil, nil))
    }

    /// A text editor fills what it is offered; offered nothing, its text plus UITextView's insets.
    @Test func textEditorSizes() throws {
        let editor = TextEditor(text: .constant("Notes"))
        #expect(try size(of: editor, proposing: 300, 200) == CGSize(width: 300, height: 200))
        #expect(try size(of: editor, proposing: nil, nil) == CGSize(width: 42.5 + 10, height: line() + 16))
    }

    /// A value field shows its value through the format style.
    @Test func formattedValue() throws {
        let amount = 1234.5
        let field = TextField("Amount", value: .constant(amount), format: .number)
        let shown = amount.formatted(.number)
        #expect(try size(of: field, proposing: nil, nil).width == CGFloat(shown.count) * 8.5)
        let price = TextField("Price", value: .constant(amount), format: .currency(code: "USD"))
        #expect(try size(of: price, proposing: nil, nil).width == CGFloat(amount.formatted(.currency(code: "USD")).count) * 8.5)
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        let formatted = TextField("Amount", value: .constant(amount), formatter: formatter)
        #expect(try size(of: formatted, proposing: nil, nil).width == CGFloat(formatter.string(for: amount)!.count) * 8.5)
        // The deprecated forms with a String title and commit or editing actions show the same.
        let title = String("Amount")
        let committing = TextField(title, value: .constant(amount), formatter: formatter, onCommit: {})
        let editing = TextField(title, value: .constant(amount), formatter: formatter, onEditingChanged: { _ in })
        let both = TextField(title, value: .constant(amount), formatter: formatter, onEditingChanged: { _ in }, onCommit: {})
        for field in [AnyView(committing), AnyView(editing), AnyView(both)] {
            #expect(try size(of: field, proposing: nil, nil) == size(of: formatted, proposing: nil, nil))
        }
    }

    @Test func autocapitalizationFromUIKit() throws {
        #expect(TextInputAutocapitalization(.none) == .never)
        #expect(TextInputAutocapitalization(.words) == .words)
        #expect(TextInputAutocapitalization(.sentences) == .sentences)
        #expect(TextInputAutocapitalization(.allCharacters) == .characters)
        #expect(TextInputDictationBehavior.inline(activation: .onLook) != .inline(activation: .onSelect))
        #expect(TextInputDictationBehavior.inline(activation: .onLook) == .inline(activation: .onLook))
        #expect(TextInputDictationBehavior.automatic != .inline(activation: .onSelect))
        // Search fields draw the same whatever the dictation behaviour.
        let field = TextField("Name", text: .constant(""))
        #expect(try resolve(field.searchDictationBehavior(.inline(activation: .onLook))).allNodes.map(\.frame)
                == resolve(field).allNodes.map(\.frame))
    }

    /// Text typed into a value field is parsed back into the value; text that does not parse
    /// leaves it as it was.
    @Test func valueBindingParses() throws {
        final class Box { var value = 1.0 }
        let box = Box()
        let value = Binding(get: { box.value }, set: { box.value = $0 })
        let text = Binding(formatting: value, format: FloatingPointFormatStyle<Double>.number.locale(Locale(identifier: "en_US")))
        text.wrappedValue = "2,500.5"
        #expect(box.value == 2500.5)
        text.wrappedValue = "abc"
        #expect(box.value == 2500.5)
        let formatter = NumberFormatter()
        let viaFormatter = Binding(formatting: value, formatter: formatter)
        viaFormatter.wrappedValue = "42"
        #expect(box.value == 42)
        #expect(viaFormatter.wrappedValue == formatter.string(for: 42.0))
    }

    /// An optional value: nil shows the placeholder; emptied text makes it nil again.
    @Test func optionalValue() throws {
        final class Box { var value: Int? = nil }
        let box = Box()
        let value = Binding(get: { box.value }, set: { box.value = $0 })
        #expect(try size(of: TextField("Age", value: value, format: .number), proposing: nil, nil).width == 3 * 8.5)
        let text = Binding(formatting: value, format: IntegerFormatStyle<Int>.number)
        text.wrappedValue = "42"
        #expect(box.value == 42 && text.wrappedValue == "42")
        text.wrappedValue = ""
        #expect(box.value == nil)
    }
}

/// `.multilineTextAlignment` places a field's text within its width, as UITextField's
/// `textAlignment` does.
struct TextFieldAlignmentTests {
    @Test func trailingAndCentredText() throws {
        for (alignment, x) in [(TextAlignment.leading, 0.0), (.center, 100 - 12.75), (.trailing, 200 - 25.5)] as [(TextAlignment, CGFloat)] {
            let field = TextField("Qty", text: .constant("128")).multilineTextAlignment(alignment).frame(width: 200)
            let tree = try controlHost(field, 200, 100).update()
            let text = try #require(tree.allNodes.first { $0.type == "Text" && $0.frame.width == 25.5 })
            #expect(text.frame.minX == x)
        }
    }
}
