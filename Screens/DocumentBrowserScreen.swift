import SwiftUI

/// A documents folder as a files app shows it, with the "more" menu in its navigation bar that
/// nests its sort order and view options in submenus, the way Files and Notes do, and a palette
/// of tag colours.
struct BrowserDocument: Identifiable {
    let id: Int
    var name: String
    var kind: String
    var size: String
    var symbol: String
}

enum BrowserTag: String, CaseIterable, Identifiable {
    case none, red, orange, yellow, green, blue, purple
    var id: Self { self }
    var color: Color {
        switch self {
        case .none: .gray
        case .red: .red
        case .orange: .orange
        case .yellow: .yellow
        case .green: .green
        case .blue: .blue
        case .purple: .purple
        }
    }
}

enum BrowserSort: String, CaseIterable, Identifiable {
    case name = "Name", kind = "Kind", date = "Date", size = "Size", tags = "Tags"
    var id: Self { self }
}

struct DocumentBrowserView: View {
    @State private var sort = BrowserSort.name
    @State private var showsExtensions = false
    @State private var usesGroups = true
    @State private var tag = BrowserTag.none
    @State private var documents = [
        BrowserDocument(id: 1, name: "Budget 2025", kind: "Numbers", size: "412 KB", symbol: "doc.text"),
        BrowserDocument(id: 2, name: "Field notes", kind: "Pages", size: "88 KB", symbol: "doc.richtext"),
        BrowserDocument(id: 3, name: "Invoices", kind: "Folder", size: "14 items", symbol: "folder"),
        BrowserDocument(id: 4, name: "Keynote draft", kind: "Keynote", size: "3.1 MB", symbol: "rectangle.on.rectangle"),
        BrowserDocument(id: 5, name: "Receipt scan", kind: "PDF", size: "640 KB", symbol: "doc"),
        BrowserDocument(id: 6, name: "Trip photos", kind: "Folder", size: "212 items", symbol: "folder"),
    ]

    var body: some View {
        NavigationStack {
            List(documents) { document in
                HStack(spacing: 12) {
                    Image(systemName: document.symbol)
                        .font(.title2)
                        .foregroundStyle(.tint)
                        .frame(width: 36)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(document.name)
                        Text("\(document.kind) · \(document.size)")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Documents")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Select", systemImage: "checkmark.circle") {}
                        Button("New Folder", systemImage: "folder.badge.plus") {}
                        Divider()
                        Menu {
                            Picker("Sort By", selection: $sort) {
                                ForEach(BrowserSort.allCases) { Text($0.rawValue).tag($0) }
                            }
                        } label: {
                            Label("Sort By", systemImage: "arrow.up.arrow.down")
                        }
                        Menu {
                            Toggle("Use Groups", isOn: $usesGroups)
                            Toggle("Show All Extensions", isOn: $showsExtensions)
                        } label: {
                            Label("View Options", systemImage: "slider.horizontal.3")
                        }
                        Picker("Tag", selection: $tag) {
                            ForEach(BrowserTag.allCases.dropFirst()) { tag in
                                Label(tag.rawValue.capitalized, systemImage: "circle.fill").tint(tag.color)
                            }
                        }
                        .pickerStyle(.palette)
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
        }
    }
}

#Preview("Documents") {
    DocumentBrowserView()
}
