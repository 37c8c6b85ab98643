import Foundation
import LayoutDSL
import Testing

/// Foundation's formatters and folders that swift-corelibs-foundation lacks (`_FoundationGaps`),
/// read as iOS reads them in the locales given.
struct FoundationFormattersTests {
    let reference = Date(timeIntervalSince1970: 1_800_000_000)
    let us = Locale(identifier: "en_US")

    /// Relative to the reference date exactly, in the styles `RelativeDateTimeFormatter` has.
    @Test func relativeDates() {
        let formatter = RelativeDateTimeFormatter()
        formatter.locale = us
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-3600), relativeTo: reference) == "1 hour ago")
        #expect(formatter.localizedString(for: reference.addingTimeInterval(7200), relativeTo: reference) == "in 2 hours")
        formatter.dateTimeStyle = .named
        #expect(formatter.localizedString(for: reference.addingTimeInterval(-86400), relativeTo: reference) == "yesterday")
        formatter.dateTimeStyle = .numeric
        formatter.unitsStyle = .spellOut
        #expect(formatter.localizedString(for: reference.addingTimeInterval(7200), relativeTo: reference) == "in two hours")
    }

    @Test func lists() {
        #expect(ListFormatter.localizedString(byJoining: ["a", "b", "c"]).hasSuffix("and c"))
        let formatter = ListFormatter()
        formatter.locale = Locale(identifier: "de_DE")
        #expect(formatter.string(from: ["a", "b", "c"]) == "a, b und c")
    }

    @Test func names() {
        var ada = PersonNameComponents()
        ada.namePrefix = "Dr."; ada.givenName = "Ada"; ada.middleName = "Augusta"; ada.familyName = "Lovelace"; ada.nickname = "Countess"
        #expect(ada.formatted() == "Ada Lovelace")
        #expect(ada.formatted(.name(style: .long)) == "Dr. Ada Augusta Lovelace")
        #expect(ada.formatted(.name(style: .short)) == "Countess")
        #expect(ada.formatted(.name(style: .abbreviated)) == "AL")
        var taro = PersonNameComponents()
        taro.givenName = "太郎"; taro.familyName = "山田"
        #expect(taro.formatted() == "山田太郎")
        let formatter = PersonNameComponentsFormatter()
        formatter.style = .abbreviated
        #expect(formatter.string(from: ada) == "AL")
    }

    /// ICU's unit preferences: the locale's unit for the usage, unless `.asProvided`.
    @Test func measurements() {
        let run = Measurement(value: 5.2, unit: UnitLength.kilometers)
        #expect(run.formatted(.measurement(width: .abbreviated).locale(us)) == "3.2 mi")
        #expect(run.formatted(.measurement(width: .wide, usage: .asProvided).locale(us)) == "5.2 kilometers")
        #expect(run.formatted(.measurement(width: .abbreviated).locale(Locale(identifier: "de_DE"))) == "5,2 km")
        #expect(Measurement(value: 21, unit: UnitTemperature.celsius).formatted(.measurement(width: .narrow, usage: .weather).locale(us)) == "70°")
    }

    @Test func foldersAndDevice() {
        #expect(URL.documentsDirectory.lastPathComponent == "Documents")
        // Linux's own folder for caches (XDG's ~/.cache), as FileManager gives it.
        #expect(URL.cachesDirectory == FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first)
        #expect(!ProcessInfo.processInfo.isLowPowerModeEnabled && ProcessInfo.processInfo.thermalState == .nominal)
        let store = NSUbiquitousKeyValueStore()
        store.set("dark", forKey: "theme")
        store.set(true, forKey: "synced")
        #expect(store.string(forKey: "theme") == "dark" && store.bool(forKey: "synced") && store.synchronize())
    }

    /// Posted notifications arrive in order to a task iterating them.
    @Test func notificationsAsASequence() async {
        let center = NotificationCenter()
        let name = Notification.Name("Tick")
        let sequence = center.notifications(named: name)
        let received = Task {
            var numbers: [Int] = []
            for await notification in sequence {
                numbers.append(notification.userInfo?["n"] as? Int ?? -1)
                if numbers.count == 2 { break }
            }
            return numbers
        }
        center.post(name: name, object: nil, userInfo: ["n": 1])
        center.post(name: name, object: nil, userInfo: ["n": 2])
        #expect(await received.value == [1, 2])
    }
}
