//
//  TrackpadGesturesScreen.swift
//  An iOS 26 settings screen: an inset grouped list with a header card, sections with title-case
//  headers and a footer, navigation links with their values, and a glass toolbar (a text button,
//  a symbol button and a confirmation). Written against the iOS 26 SDK, so it draws Liquid Glass.
//

import SwiftUI

enum GestureAction: String, CaseIterable, Identifiable {
    case none = "None"
    case nextPage = "Go to next page"
    case previousPage = "Back to previous page"
    case sidebar = "Show sidebar"
    case search = "Search"

    var id: String { rawValue }
}

struct GestureRow: View {
    let title: LocalizedStringKey
    let action: GestureAction

    var body: some View {
        NavigationLink {
            List(GestureAction.allCases) { option in
                HStack {
                    Text(option.rawValue)
                    Spacer()
                    if option == action { Image(systemName: "checkmark").foregroundStyle(.tint) }
                }
            }
            .navigationTitle(title)
        } label: {
            LabeledContent(title, value: action.rawValue)
        }
    }
}

struct TrackpadGesturesScreen: View {
    @State private var shake = GestureAction.none

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(spacing: 10) {
                        Image(systemName: "hand.draw")
                            .font(.system(size: 56))
                            .foregroundStyle(.tint)
                        Text("Gestures")
                            .font(.title3.bold())
                        Text("Gestures apply everywhere in the app, except while you type.")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                    }
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 12)
                }

                Section {
                    GestureRow(title: "Shake", action: shake)
                }

                Section("Swipe left") {
                    GestureRow(title: "One finger", action: .none)
                    GestureRow(title: "Two fingers", action: .nextPage)
                }

                Section {
                    GestureRow(title: "One finger", action: .sidebar)
                    GestureRow(title: "Two fingers", action: .previousPage)
                } header: {
                    Text("Swipe right")
                } footer: {
                    Text("Two-finger swipes work anywhere on the page.")
                }
            }
            .navigationTitle("Gestures")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Reset", role: .destructive) { shake = .none }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Help", systemImage: "questionmark") {}
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done", systemImage: "checkmark") {}
                }
            }
        }
    }
}

#Preview("Gestures") {
    TrackpadGesturesScreen()
        .previewDevice(PreviewDevice(rawValue: "iPhone 16"))
}
