import SwiftUI

/// A long read with the app's own text size control, as iOS 26 apps write it with the new font
/// modifiers: the body and headline scale by the reader's factor on top of Dynamic Type
/// (`scaled(by:)`), the byline keeps a fixed size (`pointSize(_:)`), and the lead paragraph's
/// emphasis follows a setting (`bold(_:)`).
struct ArticleReaderTextSizeScreen: View {
    @State private var textScale: CGFloat = 1.25
    @State private var emphasizesLead = true

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 14) {
                    Text("Night Trains Are Back")
                        .font(.title.weight(.bold).scaled(by: textScale))
                    Text("By Ana Ruiz · 6 min read")
                        .font(.footnote.pointSize(12))
                        .foregroundStyle(.secondary)
                    Text("Across Europe, sleeper services that vanished a decade ago are running again.")
                        .font(.body.bold(emphasizesLead).scaled(by: textScale))
                    Text("Operators point to travellers who would rather wake up in a city centre than queue at an airport, "
                         + "and to new carriages with private cabins, showers and quieter bogies.")
                        .font(.body.scaled(by: textScale))
                        .foregroundStyle(.secondary)
                }
                .padding()
            }
            .navigationTitle("Travel")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Smaller", systemImage: "textformat.size.smaller") { textScale = max(1, textScale - 0.25) }
                    Spacer()
                    Text("\(Int(textScale * 100)) %")
                        .font(.subheadline.monospacedDigit())
                    Spacer()
                    Button("Larger", systemImage: "textformat.size.larger") { textScale = min(2, textScale + 0.25) }
                }
            }
        }
    }
}

#Preview {
    ArticleReaderTextSizeScreen()
}
