import SwiftUI

/// A journaling app's entry editor as iOS 26 apps write one with rich text: a `TextEditor` bound
/// to an `AttributedString` (a bold heading, an italic line, a highlighted word), under a
/// formatting definition that allows the system font sizes and no black or white text colour,
/// with a bottom toolbar. The editor draws the runs' attributes; the definition turns the entry's
/// black text into the label colour (docs/reference/ios26-swiftui-api.md, "Rich text").
struct JournalEntryScreen: View {
    @State private var entry: AttributedString = {
        var heading = AttributedString("Morning walk\n")
        heading.font = .title2.bold()
        var body = AttributedString("Fog over the river, then sun by the bridge. ")
        body.foregroundColor = .black
        var quote = AttributedString("Slow down and look up.")
        quote.font = .body.italic()
        quote.foregroundColor = .indigo
        return heading + body + quote
    }()
    @State private var selection = AttributedTextSelection()

    var body: some View {
        NavigationStack {
            TextEditor(text: $entry, selection: $selection)
                .padding(.horizontal, 12)
                .attributedTextFormattingDefinition(JournalFormatting())
                .navigationTitle("Today")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Done") {}
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Bold", systemImage: "bold") {}
                        Button("Italic", systemImage: "italic") {}
                        Spacer()
                        Button("Photo", systemImage: "photo") {}
                    }
                }
        }
    }
}

/// SwiftUI's attributes, with text colours other than black and white.
struct JournalFormatting: AttributedTextFormattingDefinition {
    var body: some AttributedTextFormattingDefinition<AttributeScopes.SwiftUIAttributes> {
        NoBlackOrWhiteText()
    }
}

struct NoBlackOrWhiteText: AttributedTextValueConstraint {
    typealias Scope = AttributeScopes.SwiftUIAttributes
    typealias AttributeKey = AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute

    func constrain(_ container: inout Attributes) {
        if container.foregroundColor == .black || container.foregroundColor == .white {
            container.foregroundColor = nil
        }
    }
}

#Preview {
    JournalEntryScreen()
}
