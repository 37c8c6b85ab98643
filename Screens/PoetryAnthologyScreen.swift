import SwiftUI

struct AnthologyPoem: Identifiable {
    let id = UUID()
    let title: String
    let poet: String
    let lines: String
}

/// A poetry anthology's reading page, typeset as a designer specifies it with iOS 26's line height:
/// a tight two-line headline, a loose body, an epigraph whose attributed string centres itself
/// and sets its own line height, and each poem's credit a last paragraph aligned right, against
/// the poem's longest line, by its paragraph attribute (`AttributedString.LineHeight`, `AttributedString.TextAlignment`).
struct PoetryAnthologyScreen: View {
    private let poems = [
        AnthologyPoem(title: "Harbour at Dusk", poet: "Ines Calloway",
                      lines: "The boats lean in like tired hands,\nthe gulls unspool the evening light,\nand every rope remembers salt."),
        AnthologyPoem(title: "Orchard, November", poet: "Tomasz Wren",
                      lines: "Nothing is left on the branches now\nbut the shape of what they carried,\nheld up a while against the cold."),
    ]

    private var epigraph: AttributedString {
        var quote = AttributedString("“We read to know we are not alone.”\nattributed to C. S. Lewis")
        quote.alignment = .center
        quote.lineHeight = .multiple(factor: 1.35)
        quote.font = .system(.callout, design: .serif).italic()
        if let source = quote.range(of: "attributed to C. S. Lewis") {
            quote[source].font = .caption
            quote[source].foregroundColor = .secondary
        }
        return quote
    }

    /// The poem, then its poet's credit as a last paragraph set right, against the poem's longest line.
    private func poemText(_ poem: AnthologyPoem) -> AttributedString {
        var text = AttributedString(poem.lines)
        text.font = .system(.body, design: .serif)
        var credit = AttributedString("\n— \(poem.poet)")
        credit.alignment = .right
        credit.font = .footnote
        credit.foregroundColor = .secondary
        text.append(credit)
        return text
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    Text("Small Lights:\nPoems for Winter Evenings")
                        .font(.system(.largeTitle, design: .serif, weight: .bold))
                        .lineHeight(.tight)

                    Text(epigraph)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 12)
                        .background(.quaternary.opacity(0.5), in: .rect(cornerRadius: 14))

                    ForEach(poems) { poem in
                        VStack(alignment: .leading, spacing: 10) {
                            Text(poem.title)
                                .font(.system(.title3, design: .serif, weight: .semibold))
                            Text(poemText(poem))
                                .lineHeight(.loose)
                        }
                    }
                }
                .padding(20)
            }
            .navigationTitle("Anthology")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    PoetryAnthologyScreen()
}
