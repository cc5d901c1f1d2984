// status_command.cc: `snapgen status DIR [--now ISO] [--format text|json]` tells an operator what a snapshot
// folder holds: each version with its build time, age, data version, files and bytes, which one `current` points
// at, and what an interrupted build left behind. Exit 0 when `current` points at a complete version, else 1.
#include <cstdio>
#include <iostream>

#include "core/json_bytes.h"
#include "snapgen/commands.h"
#include "snapgen/snapshot_status.h"

namespace snap {
namespace {

struct StatusOptions {
  std::string dir;
  std::string now;
  std::string format = "text";
};

std::string age_text(std::int64_t seconds) {
  if (seconds < 0) return "in the future";
  if (seconds < 60) return std::to_string(seconds) + "s ago";
  if (seconds < 3600) return std::to_string(seconds / 60) + "m ago";
  if (seconds < 86400) return std::to_string(seconds / 3600) + "h " + std::to_string(seconds % 3600 / 60) + "m ago";
  return std::to_string(seconds / 86400) + "d " + std::to_string(seconds % 86400 / 3600) + "h ago";
}

std::string size_text(std::int64_t bytes) {
  char text[32];
  if (bytes < 1024 * 1024) {
    std::snprintf(text, sizeof text, "%.1f KiB", static_cast<double>(bytes) / 1024);
  } else {
    std::snprintf(text, sizeof text, "%.1f MiB", static_cast<double>(bytes) / (1024 * 1024));
  }
  return text;
}

void print_text(const StatusOptions& options, const SnapshotStatus& status, UnixTime now) {
  std::cout << "snapshots: " << options.dir << "\n";
  if (!status.current) {
    std::cout << "current: none (no build has finished here)\n";
  } else {
    std::cout << "current: " << *status.current
              << (status.current_complete ? "" : " (BROKEN: not a complete version in this folder)") << "\n";
  }
  std::cout << "versions: " << status.versions.size() << "\n";
  for (const VersionStatus& v : status.versions) {
    const bool current = status.current && *status.current == v.name;
    std::cout << (current ? "  * " : "    ") << v.name;
    if (!v.complete) {
      std::cout << "  incomplete: no readable manifest.json\n";
      continue;
    }
    std::cout << "  built "
              << (v.built_at ? format_iso8601(*v.built_at) + " (" + age_text(now - *v.built_at) + ")"
                             : std::string("at an unreadable time"))
              << "  data " << v.data_version << "  " << v.files << " files, " << size_text(v.bytes) << " + "
              << size_text(v.gzip_bytes) << " gzip\n";
  }
  for (const std::string& leftover : status.leftovers)
    std::cout << "left over by an interrupted build (the next build removes it): " << leftover << "\n";
}

Json status_json(const StatusOptions& options, const SnapshotStatus& status, UnixTime now) {
  Json versions = Json::array();
  for (const VersionStatus& v : status.versions) {
    Json entry = Json::object();
    entry["version"] = v.name;
    entry["current"] = status.current && *status.current == v.name;
    entry["complete"] = v.complete;
    entry["builtAt"] = v.built_at ? Json(format_iso8601(*v.built_at)) : Json();
    entry["ageSeconds"] = v.built_at ? Json(now - *v.built_at) : Json();
    entry["dataVersion"] = v.complete ? Json(v.data_version) : Json();
    entry["files"] = v.files;
    entry["bytes"] = v.bytes;
    entry["gzipBytes"] = v.gzip_bytes;
    versions.push_back(std::move(entry));
  }
  Json out = Json::object();
  out["dir"] = options.dir;
  out["now"] = format_iso8601(now);
  out["current"] = status.current ? Json(*status.current) : Json();
  out["currentComplete"] = status.current_complete;
  out["versions"] = std::move(versions);
  out["leftovers"] = status.leftovers;
  return out;
}

}  // namespace

void setup_status_command(CLI::App& app) {
  auto options = std::make_shared<StatusOptions>();
  auto* cmd = app.add_subcommand(
      "status",
      "what a snapshot folder holds: versions, ages, sizes, current (exit 1 when current is missing or broken)");
  cmd->add_option("dir", options->dir, "snapshot folder (the --out of snapgen build)")->required();
  cmd->add_option("--now", options->now, "the clock ages are measured against, ISO 8601 UTC (default: the real clock)");
  cmd->add_option("--format", options->format, "text (for people) or json (one object, for scripts)")
      ->capture_default_str()
      ->check(CLI::IsMember({"text", "json"}));
  cmd->callback([options] {
    const UnixTime now = clock_from_option(options->now);
    const SnapshotStatus status = snapshot_status(options->dir);
    if (options->format == "json") {
      std::cout << to_bytes(status_json(*options, status, now)) << "\n";
    } else {
      print_text(*options, status, now);
    }
    if (!status.current_complete) throw CLI::RuntimeError(1);
  });
}

}  // namespace snap
