// problem_report.h: how the activity log's publisher and followers speak of a problem that lasts (nats-server
// away, a stream that refuses): one line when it starts or changes, one when it is over, never one a retry.
#pragma once

#include <iostream>
#include <string>

namespace snap {

class ProblemReport {
 public:
  // "<prefix><problem>; retrying every second", and "<prefix><recovered>" once it is over.
  ProblemReport(std::string prefix, std::string recovered)
      : prefix_(std::move(prefix)), recovered_(std::move(recovered)) {}

  // The problem now, "" when there is none.
  void operator()(const std::string& problem) {
    if (problem == last_) return;
    if (problem.empty())
      std::cerr << prefix_ << recovered_ << std::endl;
    else
      std::cerr << prefix_ << problem << "; retrying every second" << std::endl;
    last_ = problem;
  }

 private:
  std::string prefix_, recovered_, last_;
};

}  // namespace snap
