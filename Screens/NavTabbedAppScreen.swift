import SwiftUI

/// A tabbed app shell: three tabs, each with its own navigation stack, a badge on Inbox.
struct TabbedAppScreen: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                List(1...20, id: \.self) { index in
                    NavigationLink("Article \(index)") {
                        Text("Article \(index)")
                            .navigationTitle("Article \(index)")
                    }
                }
                .navigationTitle("Home")
            }
            .tabItem {
                Label("Home", systemImage: "house")
            }
            .tag(0)

            NavigationStack {
                List {
                    Text("Welcome to the app")
                    Text("Your order has shipped")
                    Text("New sign-in from a Mac")
                }
                .navigationTitle("Inbox")
            }
            .tabItem {
                Label("Inbox", systemImage: "bell")
            }
            .badge(3)
            .tag(1)

            NavigationStack {
                Text("Settings")
                    .navigationTitle("Settings")
            }
            .tabItem {
                Image(systemName: "gear")
                Text("Settings")
            }
            .tag(2)
        }
    }
}

/// An onboarding carousel: a page-style TabView with page dots.
struct OnboardingPagesScreen: View {
    var body: some View {
        TabView {
            ForEach(["Welcome", "Discover", "Get Started"], id: \.self) { title in
                VStack(spacing: 16) {
                    Image(systemName: "star.fill")
                        .font(.system(size: 64))
                    Text(title)
                        .font(.largeTitle.bold())
                }
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.indigo)
            }
        }
        .tabViewStyle(.page)
        .ignoresSafeArea()
    }
}

struct TabbedAppScreen_Previews: PreviewProvider {
    static var previews: some View {
        TabbedAppScreen()
            .previewDisplayName("Tabs")
        TabbedAppScreen()
            .preferredColorScheme(.dark)
            .previewDisplayName("TabsDark")
        OnboardingPagesScreen()
            .previewDisplayName("Pages")
    }
}
