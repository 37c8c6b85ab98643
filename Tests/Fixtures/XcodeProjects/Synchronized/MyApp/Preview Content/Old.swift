enum OldSampleData {}
